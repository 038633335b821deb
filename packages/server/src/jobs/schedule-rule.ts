import type { Schedule } from '@cubus/shared';
import { Cron } from 'croner';
import { AppError } from '../lib/app-error';

type Rule = Pick<Schedule, 'cron' | 'timezone'>;

function zoneKnown(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The first tick of a schedule strictly after `after`, read in its time zone. Five fields only
 * (`0 6 * * 1-5`, or a nickname such as `@daily`): 400 `invalid_cron` otherwise, or for one that
 * never fires (`0 0 30 2 *`); 400 `invalid_timezone` for a zone Intl does not know.
 * @example nextRunAfter({cron: '*\/15 * * * *', timezone: 'UTC'}, new Date('2026-01-01T00:01Z')) // 00:15
 */
export function nextRunAfter(rule: Rule, after: Date, path = 'values.schedule'): Date {
  if (!zoneKnown(rule.timezone))
    throw new AppError(400, 'invalid_timezone', `Unknown time zone "${rule.timezone}"`, {
      path: `${path}.timezone`,
    });
  let next: Date | null;
  try {
    next = new Cron(rule.cron, { timezone: rule.timezone, mode: '5-part' }).nextRun(after);
  } catch (error) {
    throw new AppError(400, 'invalid_cron', `Not a cron expression: ${(error as Error).message}`, {
      path: `${path}.cron`,
    });
  }
  if (!next)
    throw new AppError(400, 'invalid_cron', 'The cron expression never fires', { path: `${path}.cron` });
  return next;
}
