import type { ProcedureResult, ProcedureValues, QryRow } from '@cubus/shared';
import { qry } from '../../../lib/qry-client';

/** An id and a name: a reference, a data table or a cube to pick. */
export interface Named {
  id: string;
  name: string;
}

async function named(object: string, extra: string[] = []): Promise<QryRow[]> {
  const answer = await qry.select({
    op: 'select',
    object,
    fields: ['id', 'name', ...extra],
    orderby: { isActive: true, sorts: [{ field: 'name', dir: 'asc' }] },
    limit: 1000,
  });
  return answer.rows;
}

export const procedureRowKey = (id: string | null) => ['qry', 'row', 'procedures', id];

export const proceduresApi = {
  get: (id: string) => qry.get('procedures', id, { showErrorToast: false }),
  save: (values: ProcedureValues, row: QryRow | null) =>
    row
      ? qry.update('procedures', String(row.id), Number(row.version), { ...values })
      : qry.create('procedures', { ...values }),
  /** Starts a run: `{jobId}`; a wrong argument answers 400 and nothing runs. */
  run: (id: string, args: Record<string, unknown>): Promise<string> =>
    qry.run('procedures', id, args, { showErrorToast: false }).then((answer) => answer.jobId),
  /** The rows a run returned: asked of one job only, never of a list. */
  async result(jobId: string): Promise<ProcedureResult | null> {
    const row = await qry.get('jobs', jobId, { showErrorToast: false });
    return (row.result as ProcedureResult | null | undefined) ?? null;
  },
  refs: async (): Promise<Named[]> => (await named('refs')) as unknown as Named[],
  tables: async (): Promise<Named[]> => (await named('tables')) as unknown as Named[],
  cubes: async (): Promise<Named[]> => (await named('cubes')) as unknown as Named[],
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
