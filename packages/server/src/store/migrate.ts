import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import * as initial from './migrations/0001-initial';
import * as accounts from './migrations/0002-accounts';
import * as qry from './migrations/0003-qry';
import * as files from './migrations/0004-files';
import * as schedules from './migrations/0010-schedules';
import * as spentTickets from './migrations/0015-spent-tickets';
import * as authChanges from './migrations/0017-auth-changes';
import * as jobResults from './migrations/0018-job-results';
import * as dashboardTiles from './migrations/0020-dashboard-tiles';
import * as nodes from './migrations/0021-nodes';

/** The store's own migrations; each kind brings its own (`objects/<kind>/migrations/`). */
const storeMigrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-accounts': accounts,
  '0003-qry': qry,
  '0004-files': files,
  '0010-schedules': schedules,
  '0015-spent-tickets': spentTickets,
  '0017-auth-changes': authChanges,
  '0018-job-results': jobResults,
  '0020-dashboard-tiles': dashboardTiles,
  '0021-nodes': nodes,
};

/** Every migration of the store and the kinds, by name. */
export function allMigrations(kindMigrations: Record<string, Migration>): Record<string, Migration> {
  const clash = Object.keys(kindMigrations).find((name) => name in storeMigrations);
  if (clash) throw new Error(`migration ${clash} named twice`);
  return { ...storeMigrations, ...kindMigrations };
}

/** The names of the migrations the store has run, in order. */
export async function appliedMigrations<DB>(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}

/** Whether the store has run exactly these migrations: none to run, none the migrator would refuse. */
async function upToDate(db: Kysely<unknown>, names: string[]): Promise<boolean> {
  const { rows } = await sql<{ made: boolean }>`
    select to_regclass('kysely_migration') is not null as made`.execute(db);
  if (!rows[0]?.made) return false;
  const applied = new Set(await appliedMigrations(db));
  return applied.size === names.length && names.every((name) => applied.has(name));
}

/**
 * Brings the schema up to date: the store's and the kinds' migrations, in the order of their names
 * (the same PostgreSQL SQL runs on PGlite and on a real PostgreSQL). Kysely records applied
 * migrations in `kysely_migration` and holds an advisory lock, so several nodes migrate once.
 * `upTo` stops after that migration (a restore loads a backup into the shape that made it).
 * @example await migrateToLatest(db, kindMigrations)
 */
export async function migrateToLatest(
  db: Kysely<unknown>,
  kindMigrations: Record<string, Migration>,
  upTo?: string,
): Promise<void> {
  const migrations = allMigrations(kindMigrations);
  // A start with nothing to run reads the names only: before anything, the migrator introspects
  // every table of the store, twice (over half a second of a cold start on PGlite).
  if (!upTo && (await upToDate(db, Object.keys(migrations)))) return;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
