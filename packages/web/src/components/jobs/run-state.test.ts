import { describe, expect, it } from 'vitest';
import { runOf } from './run-fixture';
import { isActive, secondsOf, withEvent } from './run-state';

const run = runOf();

describe('run state', () => {
  it('takes the counts and status of a live event of the same run only', () => {
    const event = {
      id: 'j1',
      kind: 'import',
      objectId: 'i1',
      status: 'succeeded' as const,
      progress: 1,
      rowsRead: 10,
      rowsLoaded: 9,
      rowsRejected: 1,
    };
    expect(withEvent(run, event)).toMatchObject({ status: 'succeeded', rowsLoaded: 9, rowsRejected: 1 });
    expect(withEvent(run, { ...event, id: 'other' })).toBe(run);
    expect(isActive('queued')).toBe(true);
    expect(isActive('cancelled')).toBe(false);
  });

  it('counts the duration up to now while running, to the end once finished', () => {
    const now = Date.parse('2026-01-01T10:00:05Z');
    expect(secondsOf(run, now)).toBe(5);
    expect(secondsOf({ ...run, finished: '2026-01-01T10:00:02.500Z' }, now)).toBe(2.5);
    expect(secondsOf({ ...run, started: null }, now)).toBeNull();
  });
});
