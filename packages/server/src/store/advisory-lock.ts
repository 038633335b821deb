import { type Kysely, sql } from 'kysely';
import type { CubeLock } from '../engine/warehouse/cube-lock';
import type { Database } from './database';

/** A cube's advisory lock key (its id hashed: a collision only makes two cubes take turns). */
const keyOf = (cubeId: string) => sql`hashtext(${`cubus-cube:${cubeId}`})`;

/**
 * Cubes held by session advisory locks of the metadata store's PostgreSQL, so that the nodes
 * sharing it take turns; a held cube keeps one pooled connection until its work ends.
 * @example await advisoryCubeLock(app.db).hold(cubeId, () => writeTheDeltas())
 */
export function advisoryCubeLock(db: Kysely<Database>): CubeLock {
  /** `work` in one connection once it holds the lock (`wait`ing for it) → undefined when it did not. */
  const holding = <T>(cubeId: string, wait: boolean, work: () => Promise<T>) =>
    db.connection().execute(async (connection) => {
      if (wait) await sql`SELECT pg_advisory_lock(${keyOf(cubeId)})`.execute(connection);
      else {
        const { rows } = await sql<{
          held: boolean;
        }>`SELECT pg_try_advisory_lock(${keyOf(cubeId)}) AS held`.execute(connection);
        if (!rows[0]?.held) return undefined;
      }
      try {
        return { value: await work() };
      } finally {
        await sql`SELECT pg_advisory_unlock(${keyOf(cubeId)})`.execute(connection);
      }
    });
  return {
    async hold(cubeId, work) {
      const held = await holding(cubeId, true, work);
      if (!held) throw new Error(`The advisory lock of cube ${cubeId} was not taken`);
      return held.value;
    },
    tryHold: async (cubeId, work) => (await holding(cubeId, false, work))?.value,
  };
}
