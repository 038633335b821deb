import { z } from 'zod';

/** Time zone of a schedule when none is given. */
export const defaultScheduleTimezone = 'UTC';

/**
 * A cron schedule of an object (an import or an action): five fields, minute hour day month
 * weekday, read in an IANA time zone. The server checks the expression (400 `invalid_cron`) and
 * the zone (400 `invalid_timezone`); `enabled: false` keeps it but stops its ticks.
 * @example {cron: '0 6 * * 1-5', timezone: 'Europe/Berlin', enabled: true}
 */
export const scheduleSchema = z.strictObject({
  cron: z.string().trim().min(1).max(200),
  timezone: z.string().trim().min(1).max(64).default(defaultScheduleTimezone),
  enabled: z.boolean().default(true),
});
export type Schedule = z.output<typeof scheduleSchema>;
