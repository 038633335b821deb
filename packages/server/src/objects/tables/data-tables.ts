import type { RibbonAction, TableColumn } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Warehouse } from '../../engine/warehouse/warehouse';
import { logActivity } from '../../lib/activity';
import type { KindContext } from '../../qry/object-kind';
import type { Database } from '../../store/database';
import { rowInDomain } from '../in-domain';

/** A data table's metadata as the server uses it. */
export interface DataTable {
  id: string;
  domainId: string;
  name: string;
  columns: TableColumn[];
  key: string | null;
  version: number;
}

/** The domain's data table `id` (not deleted), or 404; another domain's id is simply not found. */
export async function findTable(app: FastifyInstance, domainId: string, id: string): Promise<DataTable> {
  const row = await rowInDomain(app, 'data_tables', domainId, id);
  return {
    id: row.id,
    domainId: row.domain_id,
    name: row.name,
    columns: row.columns as TableColumn[],
    key: row.key,
    version: row.version,
  };
}

/** Stores the table's row count and size on disk after a change, as the warehouse counts them. */
export async function refreshStats(
  app: { db: Kysely<Database>; warehouse: Warehouse },
  table: Pick<DataTable, 'id' | 'domainId' | 'name'>,
): Promise<void> {
  await storeStats(app.db, table.id, await app.warehouse.tableStats(table.domainId, table.name));
}

/** Stores a table's row count and size on disk, as `Warehouse.tableStats` counted them. */
export async function storeStats(
  db: Kysely<Database>,
  tableId: string,
  { rows, bytes }: { rows: number; bytes: number },
): Promise<void> {
  await db.updateTable('data_tables').set({ rows, size: bytes }).where('id', '=', tableId).execute();
}

/** A ribbon line for a change to a table's rows (`rows.create`, `rows.delete`, `clear`, `import`). */
export function logTableChange(
  context: KindContext,
  table: DataTable,
  action: RibbonAction,
  details: Record<string, unknown> = {},
): Promise<void> {
  const { user, domain } = context.auth;
  return logActivity(context.app.db, {
    domainId: domain.id,
    actorId: user.id,
    actor: user.username,
    action,
    object: table.name,
    details: { kind: 'tables', id: table.id, name: table.name, ...details },
  });
}
