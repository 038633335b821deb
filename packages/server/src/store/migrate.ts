import { type Kysely, type Migration, Migrator } from 'kysely';
import * as initial from './migrations/0001-initial';
import * as accounts from './migrations/0002-accounts';
import * as qry from './migrations/0003-qry';
import * as files from './migrations/0004-files';
import * as datasources from './migrations/0005-datasources';
import * as dataTables from './migrations/0006-data-tables';
import * as imports from './migrations/0007-imports';
import * as cubes from './migrations/0008-cubes';
import * as mounts from './migrations/0009-mounts';
import * as schedules from './migrations/0010-schedules';
import * as procedures from './migrations/0011-procedures';
import * as actions from './migrations/0012-actions';
import * as reports from './migrations/0013-reports';
import * as cubeStructure from './migrations/0014-cube-structure';
import * as spentTickets from './migrations/0015-spent-tickets';
import * as measureTypes from './migrations/0016-measure-types';
import * as authChanges from './migrations/0017-auth-changes';

/** Every migration, in order; the same PostgreSQL SQL runs on PGlite and on a real PostgreSQL. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-accounts': accounts,
  '0003-qry': qry,
  '0004-files': files,
  '0005-datasources': datasources,
  '0006-data-tables': dataTables,
  '0007-imports': imports,
  '0008-cubes': cubes,
  '0009-mounts': mounts,
  '0010-schedules': schedules,
  '0011-procedures': procedures,
  '0012-actions': actions,
  '0013-reports': reports,
  '0014-cube-structure': cubeStructure,
  '0015-spent-tickets': spentTickets,
  '0016-measure-types': measureTypes,
  '0017-auth-changes': authChanges,
};

/**
 * Brings the schema up to date; Kysely records applied migrations in `kysely_migration`
 * and holds an advisory lock, so several nodes starting at once migrate once.
 * @example await migrateToLatest(db)
 */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
