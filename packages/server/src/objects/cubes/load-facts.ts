import type { CubeLoadResult, Locale } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import type { RejectedFactRow } from '../../engine/warehouse/cubes';
import { logActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import { storeMemberCount } from '../refs/ref-store';
import { findTable } from '../tables/data-tables';
import type { LoadedCube } from './cube-store';
import { newMembersParent } from './new-members';

export type { RejectedFactRow } from '../../engine/warehouse/cubes';

const isDateType = (type: string | undefined) => type === 'date' || type === 'timestamp';

/**
 * Loads a cube's facts from its source table, replacing them, in one warehouse transaction (a
 * failure leaves the facts and the references as they were): new members per dimension as its
 * `newMembers` says, rows whose values find no leaf member rejected and listed, then one fact per
 * coordinate. The Ribbon says which references grew.
 */
export async function loadFacts(
  app: FastifyInstance,
  cube: LoadedCube,
  who: { userId: string | null; actor: string; locale: Locale },
): Promise<{ result: CubeLoadResult; rejected: RejectedFactRow[] }> {
  const { source } = cube;
  if (!source)
    throw new AppError(400, 'validation_failed', 'The cube has no source table', { path: 'cubeId' });
  const table = await findTable(app, cube.domainId, source.tableId);
  const typeOf = (column: string) => table.columns.find((c) => c.name === column)?.type;
  const loaded = await app.warehouse.cubes.loadFacts(cube.domainId, cube, {
    table: table.name,
    dimensions: source.dimensions.map((column, i) => ({
      column,
      // loadCube found every dimension's reference.
      calendar: cube.refs[i]?.kind === 'time' && isDateType(typeOf(column)),
      newMembers: source.newMembers?.[i] ?? 'reject',
    })),
    measures: source.measures,
    parent: newMembersParent(who.locale, new Date()),
  });
  for (const added of loaded.grown) {
    await storeMemberCount(app, added.refId, added.members);
    // A reference the generate made fills as it was made to; a shared one growing is news.
    if (added.parent === null) continue;
    const ref = cube.refs.find((r) => r.id === added.refId);
    await logActivity(app.db, {
      domainId: cube.domainId,
      actorId: who.userId,
      actor: who.actor,
      action: 'members_added',
      object: ref?.name ?? added.dimension,
      details: {
        kind: 'refs',
        id: added.refId,
        name: ref?.name,
        count: added.count,
        parent: added.parent,
        cube: cube.name,
      },
    });
  }
  const result: CubeLoadResult = {
    rowsRead: loaded.rowsRead,
    rowsLoaded: loaded.rowsRead - loaded.rowsRejected,
    rowsRejected: loaded.rowsRejected,
    factsWritten: loaded.factsWritten,
    membersAdded: loaded.grown.map(({ dimension, parent, count }) => ({ dimension, parent, count })),
  };
  return { result, rejected: loaded.rejected };
}
