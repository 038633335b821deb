type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Seconds as "2 d 3 h 4 min" (largest units first, seconds only under a minute). */
export function formatUptime(seconds: number, t: Translate): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return t('root.status.units.seconds', { value: s });
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const parts: string[] = [];
  if (days) parts.push(t('root.status.units.days', { value: days }));
  if (hours) parts.push(t('root.status.units.hours', { value: hours }));
  if (minutes || parts.length === 0) parts.push(t('root.status.units.minutes', { value: minutes }));
  return parts.join(' ');
}
