import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

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
