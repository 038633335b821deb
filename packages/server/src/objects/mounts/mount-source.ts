import type { MountColumn } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import { clickhouseDialect } from '../../engine/dialects/clickhouse';
import type { Dialect } from '../../engine/dialects/dialect';
import { mysqlDialect } from '../../engine/dialects/mysql';
import { postgresDialect } from '../../engine/dialects/postgres';
import type { PreviewTarget } from '../../engine/drivers/source-driver';
import { AppError } from '../../lib/app-error';
import { rowInDomain } from '../in-domain';

/** How a mount's selects are written for its source's type; files are not mountable. */
interface Mountable {
  dialect: Dialect;
  /** A column as the compiler uses it: quoted, and a double where the engine compares decimals with nothing else. */
  column(name: string, type: MountColumn['type']): string;
}

const quoted = (dialect: Dialect): Mountable => ({ dialect, column: (name) => dialect.quote(name) });

const mountables: Record<string, Mountable> = {
  postgres: quoted(postgresDialect),
  mysql: quoted(mysqlDialect),
  clickhouse: {
    dialect: clickhouseDialect,
    column: (name, type) =>
      type === 'number' ? `toFloat64(${clickhouseDialect.quote(name)})` : clickhouseDialect.quote(name),
  },
};

/** A saved mount of the domain as its rows are read. */
export interface Mount {
  id: string;
  name: string;
  datasourceId: string;
  target: PreviewTarget;
  columns: MountColumn[];
}

/** How to write selects for the source, or 422 for a type that cannot be mounted. */
export async function mountableSource(
  app: FastifyInstance,
  domainId: string,
  datasourceId: string,
): Promise<Mountable> {
  const source = await app.db
    .selectFrom('datasources')
    .select('type')
    .where('id', '=', datasourceId)
    .where('domain_id', '=', domainId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!source)
    throw new AppError(400, 'validation_failed', 'No such data source in this domain', {
      path: 'values.datasourceId',
    });
  const mountable = mountables[source.type];
  if (!mountable)
    throw new AppError(422, 'source_error', 'A files source cannot be mounted; import its files instead', {
      path: 'values.datasourceId',
      reason: source.type,
    });
  return mountable;
}

/** A table in a schema, or a query: what the source reads for a mount. */
export function mountTarget(row: {
  schema: string | null;
  table_name: string | null;
  query: string | null;
}): PreviewTarget {
  if (row.query !== null) return { query: row.query };
  return { table: row.table_name ?? '', ...(row.schema ? { schema: row.schema } : {}) };
}

/** The columns of a mount's table or query, described by its source now. */
export function describeMount(
  app: FastifyInstance,
  domainId: string,
  datasourceId: string,
  target: PreviewTarget,
) {
  return app.sources.use(domainId, datasourceId, {}, (driver) => driver.describe(target));
}

/** A mount of the domain (not deleted), or 404. */
export async function findMount(app: FastifyInstance, domainId: string, id: string): Promise<Mount> {
  const row = await rowInDomain(app, 'mounts', domainId, id, { message: 'No such mount' });
  return {
    id: row.id,
    name: row.name,
    datasourceId: row.datasource_id,
    target: mountTarget(row),
    columns: (typeof row.columns === 'string' ? JSON.parse(row.columns) : row.columns) as MountColumn[],
  };
}

/** Refresh schema: the mount's columns described by its source again and saved → the columns. */
export async function refreshMount(
  app: FastifyInstance,
  domainId: string,
  id: string,
): Promise<MountColumn[]> {
  const mount = await findMount(app, domainId, id);
  const columns = await describeMount(app, domainId, mount.datasourceId, mount.target);
  await app.db
    .updateTable('mounts')
    .set({ columns: JSON.stringify(columns), refreshed_at: new Date() })
    .where('id', '=', mount.id)
    .where('domain_id', '=', domainId)
    .execute();
  return columns;
}
