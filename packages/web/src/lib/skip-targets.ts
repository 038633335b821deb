import { useEffect } from 'react';
import { create } from 'zustand';

/** A place of the page the shell's skip links lead to, beside the main content (a grid). */
export interface SkipTarget {
  id: string;
  label: string;
}

interface SkipTargetsState {
  targets: SkipTarget[];
  add: (target: SkipTarget) => void;
  remove: (id: string) => void;
}

/** The skip targets the page's screens have now, in the order they appeared. */
export const useSkipTargets = create<SkipTargetsState>()((set) => ({
  targets: [],
  add: (target) => set((s) => ({ targets: [...s.targets.filter((t) => t.id !== target.id), target] })),
  remove: (id) => set((s) => ({ targets: s.targets.filter((t) => t.id !== id) })),
}));

/** Offers element `id` to the shell's skip links while the calling component is shown. */
export function useSkipTarget(id: string, label: string): void {
  useEffect(() => {
    const { add, remove } = useSkipTargets.getState();
    add({ id, label });
    return () => remove(id);
  }, [id, label]);
}
