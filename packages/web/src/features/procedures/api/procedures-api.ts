import type { ProcedureResult, ProcedureValues, QryRow } from '@cubus/shared';
import { qry } from '../../../lib/qry-client';

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
};
