import type { ActionValues, ProcedureArgument, QryRow } from '@cubus/shared';
import { qry } from '../../../lib/qry-client';

/** An object a step or a trigger can name: its id and name (a procedure with its arguments, and whether it is built in). */
export interface Choice {
  id: string;
  name: string;
  arguments?: ProcedureArgument[];
  builtin?: string | null;
}

/** The objects of a kind to choose from, by name (deleted ones left out by the server). */
async function choices(object: string, extra: string[] = []): Promise<Choice[]> {
  const answer = await qry.select({
    op: 'select',
    object,
    fields: ['id', 'name', ...extra],
    orderby: { isActive: true, sorts: [{ field: 'name', dir: 'asc' }] },
    limit: 1000,
  });
  return answer.rows as unknown as Choice[];
}

export const actionRowKey = (id: string | null) => ['qry', 'row', 'actions', id];

export const actionsApi = {
  get: (id: string) => qry.get('actions', id, { showErrorToast: false }),
  save: (values: ActionValues, row: QryRow | null) =>
    row
      ? qry.update('actions', String(row.id), Number(row.version), { ...values })
      : qry.create('actions', { ...values }),
  /** Starts a run: `{jobId}`; a step whose object is gone or whose arguments no longer fit answers 4xx and nothing runs. */
  run: (id: string): Promise<string> =>
    qry.run('actions', id, {}, { showErrorToast: false }).then((answer) => answer.jobId),
  choices: (kind: 'imports' | 'procedures' | 'mounts' | 'cubes' | 'actions') =>
    choices(kind, kind === 'procedures' ? ['arguments', 'builtin'] : []),
};
