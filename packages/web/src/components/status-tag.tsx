import type { ReactNode } from 'react';

export type StatusTone = 'success' | 'danger' | 'info' | 'warning' | 'neutral' | 'accent';

/**
 * A small status label. antd's preset Tag colours (green-7 on green-1 and the like) fall below
 * 4.5:1 contrast; these tones keep AA in the light and the dark skins.
 */
export function StatusTag({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={`status-tag status-tag--${tone}`}>{children}</span>;
}
