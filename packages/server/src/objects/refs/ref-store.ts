import type { RefAttribute } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
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
