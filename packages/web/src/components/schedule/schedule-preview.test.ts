import { describe, expect, it } from 'vitest';
import { formatRun, nextRunsOf, timezoneChoices } from './schedule-preview';

const from = new Date('2026-03-02T05:30:00Z'); // a Monday

describe('nextRunsOf', () => {
  it('lists the next runs in the schedule’s time zone', () => {
    expect(nextRunsOf({ cron: '0 6 * * 1-5', timezone: 'UTC' }, 3, from)).toEqual({
      runs: [
        new Date('2026-03-02T06:00:00Z'),
        new Date('2026-03-03T06:00:00Z'),
        new Date('2026-03-04T06:00:00Z'),
      ],
    });
    // 06:00 in Berlin is 05:00 UTC in winter: already past on that Monday.
    const berlin = nextRunsOf({ cron: '0 6 * * 1-5', timezone: 'Europe/Berlin' }, 1, from);
    expect(berlin).toEqual({ runs: [new Date('2026-03-03T05:00:00Z')] });
  });

  it('refuses what the server refuses: not five fields, out of range, never firing, unknown zone', () => {
    for (const cron of ['every day', '0 0 * * * *', '61 * * * *', '0 0 30 2 *', ''])
      expect(nextRunsOf({ cron, timezone: 'UTC' }, 3, from), cron).toEqual({ error: 'invalid_cron' });
    expect(nextRunsOf({ cron: '0 6 * * *', timezone: 'Mars/Olympus' })).toEqual({
      error: 'invalid_timezone',
    });
  });
});

describe('schedule choices', () => {
  it('offers UTC first, once', () => {
    const zones = timezoneChoices();
    expect(zones[0]).toBe('UTC');
    expect(zones.filter((zone) => zone === 'UTC')).toHaveLength(1);
  });

  it('formats a run in its zone', () => {
    expect(formatRun(new Date('2026-03-02T06:00:00Z'), 'Asia/Tokyo', 'en')).toContain('3:00');
  });
});
