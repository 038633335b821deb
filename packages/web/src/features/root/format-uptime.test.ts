import { describe, expect, it } from 'vitest';
import { formatUptime } from './format-uptime';

const t = (key: string, options?: Record<string, unknown>) => `${options?.value}${key.split('.').pop()?.[0]}`;

describe('uptime', () => {
  it('shows seconds under a minute, then the larger units', () => {
    expect(formatUptime(42, t)).toBe('42s');
    expect(formatUptime(3 * 3600 + 5 * 60 + 9, t)).toBe('3h 5m');
    expect(formatUptime(2 * 86_400 + 60, t)).toBe('2d 1m');
    expect(formatUptime(86_400, t)).toBe('1d');
  });
});
