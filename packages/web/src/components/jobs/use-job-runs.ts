import type { JobEvent } from '@cubus/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type JobRun, jobsClient } from '../../lib/jobs-client';
import { subscribeJobs } from '../../lib/live-events';
import { isActive, withEvent } from './run-state';

/** The query key of an object's runs: invalidate it after starting one. */
export const jobRunsKey = (objectId: string) => ['jobs', 'runs', objectId];

/**
 * The runs of an object (an import), newest first, kept current by live job events and read again
 * when one changes; `now` ticks each second while the latest is active, for its duration;
 * `extraFields` reads more fields of each run (a procedure's `args`).
 */
export function useJobRuns(objectId: string | null, extraFields: string[] = []) {
  const client = useQueryClient();
  const runs = useQuery({
    queryKey: jobRunsKey(objectId ?? ''),
    queryFn: () => jobsClient.runs(objectId ?? '', 20, extraFields),
    enabled: objectId !== null,
    // Events are the fast path; a slow poll while a run is active covers a missed one.
    refetchInterval: (query) => {
      const latest = query.state.data?.[0];
      return latest && isActive(latest.status) ? 3000 : false;
    },
  });
  const [live, setLive] = useState<JobEvent | undefined>();
  useEffect(() => {
    if (objectId === null) return;
    return subscribeJobs((event) => {
      if (event.objectId !== objectId) return;
      setLive(event);
      void client.invalidateQueries({ queryKey: jobRunsKey(objectId) });
    });
  }, [objectId, client]);
  const list: JobRun[] = (runs.data ?? []).map((run) => withEvent(run, live));
  const active = list[0] !== undefined && isActive(list[0].status);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return {
    runs,
    list,
    active,
    now,
    reload: () => void client.invalidateQueries({ queryKey: jobRunsKey(objectId ?? '') }),
  };
}

/** What `useJobRuns` answers: the query, the runs with live counts, whether the latest is active, now. */
export type JobRuns = ReturnType<typeof useJobRuns>;
