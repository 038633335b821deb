import { qry } from '../../lib/qry-client';

/** An id and a name: a reference, a data table or a cube to pick. */
export interface Named {
  id: string;
  name: string;
}

async function named(object: string): Promise<Named[]> {
  const answer = await qry.select({
    op: 'select',
    object,
    fields: ['id', 'name'],
    orderby: { isActive: true, sorts: [{ field: 'name', dir: 'asc' }] },
    limit: 1000,
  });
  return answer.rows as unknown as Named[];
}

/** What a procedure's arguments are chosen from: references, data tables, cubes and members. */
export const procedureArgsApi = {
  refs: () => named('refs'),
  tables: () => named('tables'),
  cubes: () => named('cubes'),
  /** The reference of a cube's scenario dimension, or null when it has none. */
  async scenarioRef(cubeId: string): Promise<string | null> {
    const row = await qry.get('cubes', cubeId, { showErrorToast: false });
    const dimensions = (row.dimensions ?? []) as { refId: string; scenario?: boolean }[];
    return dimensions.find((dimension) => dimension.scenario)?.refId ?? null;
  },
  /** Members of a reference whose code or name holds `search`, for a picker. */
  async members(refId: string, search: string): Promise<{ code: string; name: string }[]> {
    const answer = await qry.select({
      op: 'select',
      object: `ref:${refId}`,
      fields: ['code', 'name'],
      ...(search ? { search } : {}),
      orderby: { isActive: true, sorts: [{ field: 'code', dir: 'asc' }] },
      limit: 50,
    });
    return answer.rows as unknown as { code: string; name: string }[];
  },
};
