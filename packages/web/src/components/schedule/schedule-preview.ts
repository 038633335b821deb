import { defaultScheduleTimezone, type Schedule } from '@cubus/shared';
import { Cron } from 'croner';

/** What a schedule would do: its next runs, or why the server would refuse it. */
export type ScheduleCheck = { runs: Date[] } | { error: 'invalid_cron' | 'invalid_timezone' };

function zoneKnown(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The next `count` runs of a schedule after `from`, read as the server reads it (croner, five
 * fields, in its zone); a cron that never fires is as invalid as one that does not parse.
 * @example nextRunsOf({cron: '0 6 * * 1-5', timezone: 'Europe/Berlin'}) // {runs: [Date, Date, Date]}
 */
export function nextRunsOf(
  schedule: Pick<Schedule, 'cron' | 'timezone'>,
  count = 3,
  from: Date = new Date(),
): ScheduleCheck {
  if (!zoneKnown(schedule.timezone)) return { error: 'invalid_timezone' };
  try {
    const runs = new Cron(schedule.cron.trim(), { timezone: schedule.timezone, mode: '5-part' }).nextRuns(
      count,
      from,
    );
    return runs.length > 0 ? { runs } : { error: 'invalid_cron' };
  } catch {
    return { error: 'invalid_cron' };
  }
}

/** The zones to choose from: UTC first, then every IANA zone the browser knows. */
export function timezoneChoices(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [defaultScheduleTimezone, ...known.filter((zone) => zone !== defaultScheduleTimezone)];
}

/** The operator's own zone, the default of a new schedule. */
export function localTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || defaultScheduleTimezone;
}

/** A run's date and time as read in the schedule's zone, in the console's language. */
export function formatRun(date: Date, timezone: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zoneKnown(timezone) ? timezone : defaultScheduleTimezone,
  }).format(date);
}
