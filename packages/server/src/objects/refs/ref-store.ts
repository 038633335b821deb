import type { RefAttribute } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { uuidPattern } from '../../lib/uuid';
import type { Database } from '../../store/database';
import { rowInDomain } from '../in-domain';

// The cubes' SQL moves behind the warehouse interface next; until then they reach the members
// tables with these (the reference's own code asks `app.warehouse`).

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
  return refDef(await rowInDomain(app, 'refs', domainId, id, { withDeleted }));
}

/**
 * The domain's references (not deleted) among `ids`, in one statement, by id: one missing, malformed
 * or of another domain is simply absent.
 */
export async function findRefs(
  app: FastifyInstance,
  domainId: string,
  ids: string[],
): Promise<Map<string, RefDef>> {
  const wanted = ids.filter((id) => uuidPattern.test(id)).map((id) => id.toLowerCase());
  if (wanted.length === 0) return new Map();
  const rows = await app.db
    .selectFrom('refs')
    .selectAll()
    .where('id', 'in', wanted)
    .where('domain_id', '=', domainId)
    .where('deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.id, refDef(row)]));
}

function refDef(row: Selectable<Database['refs']>): RefDef {
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
