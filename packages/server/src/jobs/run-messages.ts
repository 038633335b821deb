import type { RunMessageKey, RunMessageValues } from '@cubus/shared';

/** A line for a run's log: its key and values for the console, its words in English. */
export interface Said {
  key: RunMessageKey;
  values: RunMessageValues;
  text: string;
}

/** Each line in English, as the API's `text` says it (the console says its own words for the key). */
const english: Record<RunMessageKey, (v: RunMessageValues) => string> = {
  queued: () => 'Queued',
  queuedByRun: () => 'Queued by Run',
  queuedBySchedule: (v) => `Queued by the schedule ${v.cron} (${v.timezone})`,
  queuedWithArgs: (v) => `Queued with ${v.args}`,
  queuedAfterRun: (v) => `Queued after a run of "${v.name}" succeeded`,
  queuedByAction: (v) => `Run by the action "${v.action}", step ${v.step}`,
  scheduledSkipped: (v) => `The scheduled run of ${v.time} was skipped: this run was still going`,
  readingSource: () => 'Reading the source',
  rowsRead: (v) => `Read ${v.rows} rows`,
  rowsRejected: (v) => `${v.rows} rows rejected`,
  rowsLoaded: (v) => `Loaded ${v.rows} rows into ${v.table}`,
  loadedEarlier: () => 'Loaded by an earlier attempt of this job',
  factsWritten: (v) =>
    `Read ${v.read} rows: ${v.loaded} loaded, ${v.rejected} rejected; ${v.facts} facts written`,
  membersAdded: (v) => `${v.count} new ${v.dimension} members`,
  statementsRan: (v) => `Ran ${v.statements} statement(s) in ${v.ms} ms`,
  rowsReturned: (v) => `Returned ${v.rows} row(s)`,
  rowsReturnedFirst: (v) => `Returned ${v.rows} row(s) (the first ${v.kept} kept)`,
  cellsCopied: (v) => `Copied ${v.cells} cells from ${v.from} to ${v.to} in ${v.ms} ms`,
  measuresCleared: (v) => `Cleared ${v.measures} measure(s) in ${v.ms} ms`,
  factCountsRefreshed: (v) =>
    `Totals are computed on the fly from the facts: nothing to recalculate; fact counts refreshed in ${v.ms} ms`,
  stepLoaded: (v) => `Loaded ${v.rows} row(s)`,
  columnsRefreshed: (v) => `Refreshed: ${v.columns} column(s)`,
  postedToRibbon: () => 'Posted to the Ribbon',
  stepSucceeded: (v) => `Step ${v.step}: succeeded in ${v.ms} ms`,
  stepFailedContinued: (v) => `Step ${v.step}: failed in ${v.ms} ms (${v.code}; continued)`,
  stepFailed: (v) => `Step ${v.step}: ${v.code}: ${v.message}`,
  stepCancelled: (v) => `Step ${v.step}: cancelled in ${v.ms} ms`,
  stepsFailed: (v) => `${v.count} step(s) failed; the action went on`,
  succeeded: () => 'Succeeded',
  cancelled: () => 'Cancelled',
  failed: (v) => `${v.code}: ${v.message}`,
};

/**
 * A line for a run's log by its key.
 * @example said('rowsRead', { rows: 3 }) // { key: 'rowsRead', values: { rows: 3 }, text: 'Read 3 rows' }
 */
export function said(key: RunMessageKey, values: RunMessageValues = {}): Said {
  return { key, values, text: english[key](values) };
}
