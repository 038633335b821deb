/**
 * The lines a run's log is written in: each a key the console says in the user's language
 * (`runMessages.<key>`, its values in place), beside the same line in English (`text`) for API
 * readers and for lines written before keys.
 */
export const runMessageKeys = [
  'queued',
  'queuedByRun',
  'queuedBySchedule',
  'queuedWithArgs',
  'queuedAfterRun',
  'queuedByAction',
  'scheduledSkipped',
  'readingSource',
  'rowsRead',
  'rowsRejected',
  'rowsLoaded',
  'loadedEarlier',
  'factsWritten',
  'membersAdded',
  'statementsRan',
  'rowsReturned',
  'rowsReturnedFirst',
  'cellsCopied',
  'measuresCleared',
  'factCountsRefreshed',
  'stepLoaded',
  'columnsRefreshed',
  'postedToRibbon',
  'stepSucceeded',
  'stepFailedContinued',
  'stepFailed',
  'stepCancelled',
  'stepsFailed',
  'succeeded',
  'cancelled',
  'failed',
] as const;
export type RunMessageKey = (typeof runMessageKeys)[number];

/**
 * The values a line's words hold: counts as numbers (said in the user's way), `time` as an ISO
 * instant (said as a date and time), names as written.
 */
export type RunMessageValues = Record<string, string | number>;

/** A line of a run's log. `code`, in the values of `failed` and the steps' failures, is an API error code. */
export interface RunMessage {
  at: string;
  level?: 'info' | 'error';
  text: string;
  key?: RunMessageKey;
  values?: RunMessageValues;
}
