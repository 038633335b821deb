const queues = new Map<string, Promise<unknown>>();

/**
 * `work` after the earlier work of the same `name` in this process has settled: ClickHouse has
 * no transactions, so a table's read-then-write (a row by key, a reference's members) is taken
 * one at a time.
 * @example await oneAtATime('cubus_ab12.orders', () => writeTheRow())
 */
export function oneAtATime<T>(name: string, work: () => Promise<T>): Promise<T> {
  const result = (queues.get(name) ?? Promise.resolve()).catch(() => {}).then(work);
  const settled = result.catch(() => {});
  queues.set(name, settled);
  void settled.then(() => queues.get(name) === settled && queues.delete(name));
  return result;
}
