import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { layoutOf, type PivotState } from '../../../components/pivot/pivot-state';
import { readPivotLayout, savePivotLayout } from '../api/pivot-layout-api';

/** How long the layout rests before it is kept, so a run of clicks is one save. */
const saveDelayMs = 500;

const layoutKey = (cubeId: string) => ['pivot-layout', cubeId] as const;

/**
 * The user's kept pivot layout of a cube, read once, and the calls that keep a change (debounced,
 * and sent at once when the screen closes) or forget it (Reset layout).
 */
export function usePivotLayout(cubeId: string) {
  const client = useQueryClient();
  const kept = useQuery({ queryKey: layoutKey(cubeId), queryFn: () => readPivotLayout(cubeId) });
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; state: PivotState } | null>(null);

  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    const layout = layoutOf(waiting.state);
    // Reopened in this tab, the screen starts from what was kept, before the server answers again.
    client.setQueryData(layoutKey(cubeId), layout);
    void savePivotLayout(cubeId, layout);
  }, [cubeId, client]);
  useEffect(() => flush, [flush]);

  const onStateChange = useCallback(
    (state: PivotState) => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { state, timer: setTimeout(flush, saveDelayMs) };
    },
    [flush],
  );
  const onReset = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    client.setQueryData(layoutKey(cubeId), null);
    void savePivotLayout(cubeId, null);
  }, [cubeId, client]);

  return { kept, onStateChange, onReset };
}
