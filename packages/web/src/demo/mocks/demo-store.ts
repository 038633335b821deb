/** Session storage keys of the demo's collections share this prefix, apart from the product's keys. */
const keyPrefix = 'cubus.templateDemo.';

const cache = new Map<string, unknown[]>();

/**
 * One collection of the demo's sample records: made by `seed` on first use, then kept (with every
 * change the apps make) for the browser session, so a reload shows what was saved.
 */
export interface DemoCollection<T> {
  all(): T[];
  /** Replaces the records and keeps them for the session. */
  save(records: T[]): void;
}

export function demoCollection<T>(name: string, seed: () => T[]): DemoCollection<T> {
  const key = keyPrefix + name;
  return {
    all() {
      let records = cache.get(key) as T[] | undefined;
      if (!records) {
        const kept = sessionStorage.getItem(key);
        records = kept ? (JSON.parse(kept) as T[]) : seed();
        cache.set(key, records);
      }
      return records;
    },
    save(records) {
      cache.set(key, records);
      sessionStorage.setItem(key, JSON.stringify(records));
    },
  };
}

/** Forgets every change: the next read makes each collection again from its seed (tests, "reset"). */
export function resetDemoStore(): void {
  cache.clear();
  for (const key of Object.keys(sessionStorage))
    if (key.startsWith(keyPrefix)) sessionStorage.removeItem(key);
}
