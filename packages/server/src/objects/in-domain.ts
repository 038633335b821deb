import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { AppError, notFound } from '../lib/app-error';
import { uuidPattern } from '../lib/uuid';
import type { Database } from '../store/database';

/** Tables of objects a saved definition may name by id. */
type Named =
  | 'imports'
  | 'mounts'
  | 'cubes'
  | 'procedures'
  | 'actions'
  | 'datasources'
  | 'data_tables'
  | 'refs'
  | 'files';

const what: Record<Named, string> = {
  imports: 'import',
  mounts: 'mount',
  cubes: 'cube',
  procedures: 'procedure',
  actions: 'action',
  datasources: 'data source',
  data_tables: 'table',
  refs: 'reference',
  files: 'file',
};

/**
 * The name of an object of the domain (not deleted), or 404 `not_found` at `path`: an id a saved
 * definition carries is checked when it is saved, and another domain's id is not found.
 * @example await nameInDomain(app, domainId, 'files', source.fileId, 'values.source.fileId')
 */
export async function nameInDomain(
  app: FastifyInstance,
  domainId: string,
  table: Named,
  id: string,
  path: string,
): Promise<string> {
  const row = await app.db
    .selectFrom(table)
    .select('name')
    .where('id', '=', id.toLowerCase())
    .where('domain_id', '=', domainId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', `No such ${what[table]} in this domain`, { path });
  return row.name;
}

/**
 * One object of the domain by id, as its table stores it, or 404 `not_found`: a malformed id,
 * another domain's and (unless `withDeleted`) a deleted one are simply not found.
 * @example const row = await rowInDomain(app, 'cubes', domainId, id)
 */
export async function rowInDomain<T extends Named>(
  app: FastifyInstance,
  table: T,
  domainId: string,
  id: string,
  { withDeleted = false, message }: { withDeleted?: boolean; message?: string } = {},
): Promise<Selectable<Database[T]>> {
  if (!uuidPattern.test(id)) throw notFound(message);
  let query = app.db
    .selectFrom(table as Named)
    .selectAll()
    .where('id', '=', id.toLowerCase())
    .where('domain_id', '=', domainId);
  if (!withDeleted) query = query.where('deleted_at', 'is', null);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(message);
  return row as Selectable<Database[T]>;
}
