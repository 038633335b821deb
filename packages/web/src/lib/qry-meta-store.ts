import type { AggregateOperand, ConditionOp, MetaAnswer, ValueType } from '@cubus/shared';
import { useEffect } from 'react';
import { create } from 'zustand';
import { qry } from './qry-client';
import { useSessionStore } from './session-store';

export interface QryMetaState {
  /** The group-by operands list's loaded flag (SPEC §3): the whole answer arrives at once. */
  loaded: boolean;
  meta: MetaAnswer | null;
  load: () => Promise<void>;
  reset: () => void;
}

let pending: Promise<void> | null = null;

/**
 * The console's shared qry state (SPEC §3): blank filter, group-by and order-by templates, the
 * argument types with their operators and the group-by operands, loaded once per session.
 */
export const useQryMetaStore = create<QryMetaState>()((set, get) => ({
  loaded: false,
  meta: null,
  load: () => {
    if (get().loaded) return Promise.resolve();
    pending ??= qry
      .meta()
      .then((meta) => set({ meta, loaded: true }))
      .finally(() => {
        pending = null;
      });
    return pending;
  },
  reset: () => set({ loaded: false, meta: null }),
}));

// A new session (sign-out, another user) loads the templates again.
useSessionStore.subscribe((state, previous) => {
  if (!state.session && previous.session) useQryMetaStore.getState().reset();
});

/** The meta answer, loading it on first use; `null` until it arrives. */
export function useQryMeta(): MetaAnswer | null {
  const meta = useQryMetaStore((s) => s.meta);
  const load = useQryMetaStore((s) => s.load);
  useEffect(() => {
    load().catch(() => undefined);
  }, [load]);
  return meta;
}

/** The operators the meta allows for a value type. */
export function operatorsFor(meta: MetaAnswer, type: ValueType): ConditionOp[] {
  return meta.argumentTypes.find((entry) => entry.type === type)?.operators ?? [];
}

/** The aggregate operands that fit a value type. */
export function operandsFor(meta: MetaAnswer, type: ValueType): AggregateOperand[] {
  return meta.groupByOperands.filter((entry) => entry.types.includes(type)).map((entry) => entry.operand);
}
