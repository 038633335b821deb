import type { RefAttribute } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { rowInDomain } from '../in-domain';
import type { WarehouseQuery } from '../warehouse-work';
import { refTable } from './ref-hierarchy';

export {
  attributeColumn,
  createRefTableSql,
  rebuildHierarchy,
  referenceCycle,
  refTable,
} from './ref-hierarchy';

/** A reference's metadata as the server uses it. */
export interface RefDef {
  id: string;
  domainId: string;
  name: string;
  kind: 'plain' | 'time' | 'sequence';
  attributes: RefAttribute[];
  deleted: boolean;
}

/** The domain's reference `id`, or 404; deleted ones only with `withDeleted`. */
export async function findRef(
  app: FastifyInstance,
  domainId: string,
  id: string,
  withDeleted = false,
): Promise<RefDef> {
  const row = await rowInDomain(app, 'refs', domainId, id, { withDeleted });
  return {
    id: row.id,
    domainId: row.domain_id,
    name: row.name,
    kind: row.kind,
    attributes: row.attributes as RefAttribute[],
    deleted: row.deleted_at !== null,
  };
}

/** Stores the member count after a change. */
export async function storeMemberCount(app: FastifyInstance, id: string, members: number): Promise<void> {
  await app.db.updateTable('refs').set({ members, updated_at: new Date() }).where('id', '=', id).execute();
}

/** A member by code → its id, or 400 `member_not_found` at `path`. */
export async function memberId(
  query: WarehouseQuery,
  refId: string,
  code: string,
  path: string,
): Promise<number> {
  const [row] = await query(`SELECT id FROM ${refTable(refId)} WHERE code = ?`, [code]);
  if (!row) throw new AppError(400, 'member_not_found', `No member "${code}"`, { path, code });
  return Number(row.id);
}

/** The next free member id. */
export async function nextMemberId(query: WarehouseQuery, refId: string): Promise<number> {
  const [row] = await query(`SELECT coalesce(max(id), 0)::BIGINT + 1 AS id FROM ${refTable(refId)}`);
  return Number(row?.id ?? 1);
}
