import type { RibbonAction, TableColumn } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import { logActivity } from '../../lib/activity';
import type { KindContext } from '../../qry/object-kind';
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

/**
 * Stores the table's row count and size after a change. Size counts the table's blocks on disk
 * (DuckDB's block is 256 KiB). Rows still in the write-ahead log have no blocks yet, so a table
 * with rows and none is checkpointed once, else a small table would show 0 bytes; a row edit of
 * a table already on disk does not pay for a checkpoint.
 */
export async function refreshStats(app: FastifyInstance, table: DataTable): Promise<void> {
  const quoted = app.warehouse.dialect.quote(table.name);
  const [count] = await app.warehouse.execute(table.domainId, `SELECT count(*)::BIGINT AS n FROM ${quoted}`);
  const rows = Number(count?.n ?? 0);
  const blocksOnDisk = async () => {
    const [blocks] = await app.warehouse.execute(
      table.domainId,
      `SELECT count(DISTINCT block_id)::BIGINT AS n FROM pragma_storage_info(?) WHERE block_id >= 0`,
      [table.name],
    );
    return Number(blocks?.n ?? 0);
  };
  let blocks = await blocksOnDisk();
  if (rows > 0 && blocks === 0) {
    // Refused while another write is open; that write's own refresh checkpoints it.
    await app.warehouse.execute(table.domainId, 'CHECKPOINT').catch(() => {});
    blocks = await blocksOnDisk();
  }
  await app.db
    .updateTable('data_tables')
    .set({ rows, size: blocks * 262_144 })
    .where('id', '=', table.id)
    .execute();
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
