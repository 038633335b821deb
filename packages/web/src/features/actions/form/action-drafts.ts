import type {
  ActionStepInput,
  ActionStepType,
  ActionTrigger,
  ActionValues,
  ProcedureArgument,
  QryRow,
  Schedule,
} from '@cubus/shared';
import { isEmpty, type RunValue, toRunArgs } from '../../../components/procedure-args/run-values';

/** A step as the editor holds it: the fields of every type, only those of its type are sent. */
export interface StepDraft {
  type: ActionStepType;
  title?: string;
  continueOnError?: boolean;
  importId?: string;
  procedureId?: string;
  mountId?: string;
  cubeId?: string;
  from?: string;
  to?: string;
  factor?: number | null;
  message?: string;
  args?: Record<string, RunValue>;
}

/** The editor's values. */
export interface ActionDraft {
  name: string;
  description: string;
  triggerType: ActionTrigger['type'];
  schedule: Schedule | null;
  afterKind: 'actions' | 'imports';
  afterId?: string;
  steps: StepDraft[];
}

/** One step as the contract's, with only its type's fields. */
export function toStep(
  draft: StepDraft,
  declared: (procedureId: string) => ProcedureArgument[],
): ActionStepInput {
  const common = {
    ...(draft.title?.trim() ? { title: draft.title.trim() } : {}),
    continueOnError: draft.continueOnError ?? false,
  };
  switch (draft.type) {
    case 'import':
      return { type: 'import', importId: draft.importId ?? '', ...common };
    case 'procedure': {
      const procedureId = draft.procedureId ?? '';
      return {
        type: 'procedure',
        procedureId,
        args: toRunArgs(declared(procedureId), draft.args),
        ...common,
      };
    }
    case 'mount':
      return { type: 'mount', mountId: draft.mountId ?? '', ...common };
    case 'copy-scenario':
      return {
        type: 'copy-scenario',
        cubeId: draft.cubeId ?? '',
        from: draft.from?.trim() ?? '',
        to: draft.to?.trim() ?? '',
        factor: isEmpty(draft.factor) ? 1 : Number(draft.factor),
        ...common,
      };
    case 'ribbon':
      return { type: 'ribbon', message: draft.message?.trim() ?? '', ...common };
  }
}

/** The editor's values as the action's. */
export function toActionValues(
  draft: ActionDraft,
  declared: (procedureId: string) => ProcedureArgument[],
): ActionValues {
  const trigger: ActionTrigger =
    draft.triggerType === 'schedule' && draft.schedule
      ? { type: 'schedule', schedule: draft.schedule }
      : draft.triggerType === 'after' && draft.afterId
        ? { type: 'after', kind: draft.afterKind, objectId: draft.afterId }
        : { type: 'manual' };
  return {
    name: draft.name.trim(),
    description: draft.description ?? '',
    trigger,
    steps: (draft.steps ?? []).map((step) => toStep(step, declared)),
  };
}

/** A saved action (or none) as the editor's values; a new one starts with one Ribbon step. */
export function fromRow(row: QryRow | null, defaultSchedule: Schedule): ActionDraft {
  const trigger = (row?.trigger as ActionTrigger | undefined) ?? { type: 'manual' };
  const steps = (row?.steps as StepDraft[] | undefined) ?? [{ type: 'ribbon', message: '' }];
  return {
    name: row ? String(row.name) : '',
    description: row ? String(row.description ?? '') : '',
    triggerType: trigger.type,
    schedule: trigger.type === 'schedule' ? trigger.schedule : defaultSchedule,
    afterKind: trigger.type === 'after' ? trigger.kind : 'imports',
    ...(trigger.type === 'after' ? { afterId: trigger.objectId } : {}),
    steps: steps.map((step) => ({ ...step, continueOnError: step.continueOnError ?? false })),
  };
}
