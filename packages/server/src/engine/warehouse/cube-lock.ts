/**
 * A cube held for one piece of work by every node that shares the warehouse: its writes, undos,
 * copies, loads, reshapes and compactions take turns. Within one process they already take turns
 * (the engine's own queue); this is for several API nodes on one ClickHouse.
 * @example await lock.hold(cube.id, () => writeTheDeltas())
 */
export interface CubeLock {
  /** `work` once the cube is held (waiting for it), released after. */
  hold<T>(cubeId: string, work: () => Promise<T>): Promise<T>;
  /** `work` if the cube can be held now; else `undefined` at once, without running it. */
  tryHold<T>(cubeId: string, work: () => Promise<T>): Promise<T | undefined>;
}

/** One node: the process's own queue is the whole lock. */
export const processOnlyLock: CubeLock = {
  hold: (_cubeId, work) => work(),
  tryHold: (_cubeId, work) => work(),
};
