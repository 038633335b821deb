import type { ProcedureArgument, ProcedureArgumentType } from '@cubus/shared';
import { isEmpty } from '../../../components/procedure-args/run-values';

/** An argument as the editor holds it: a scenario's cube is fixed (`cubeId`) or another argument's. */
export interface ArgumentDraft {
  name: string;
  type: ProcedureArgumentType;
  title?: string;
  required?: boolean;
  default?: string | number | boolean | null;
  refId?: string;
  cubeId?: string;
  cubeArg?: string;
  cubeFrom?: 'cube' | 'argument';
}

/** A default in the argument's own type, or nothing when it is empty or does not fit. */
function typedDefault(type: ProcedureArgumentType, value: ArgumentDraft['default']) {
  if (isEmpty(value)) return undefined;
  if (type === 'boolean') return value === true || value === 'true';
  if (type === 'number' || type === 'integer') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return String(value);
}

/**
 * The editor's rows as the contract's arguments: only the settings of each row's type are kept
 * (a member's reference, a scenario's cube or cube argument), empty titles and defaults dropped.
 * @example toProcedureArguments([{name: 'n', type: 'integer', default: '3'}]) // [{name: 'n', type: 'integer', required: false, default: 3}]
 */
export function toProcedureArguments(drafts: ArgumentDraft[]): ProcedureArgument[] {
  return drafts.map((draft) => {
    const title = draft.title?.trim();
    const value = typedDefault(draft.type, draft.default);
    const argument: ProcedureArgument = {
      name: draft.name.trim(),
      type: draft.type,
      required: draft.required ?? false,
      ...(title ? { title } : {}),
      ...(value === undefined ? {} : { default: value }),
    };
    if (draft.type === 'member' && draft.refId) argument.refId = draft.refId;
    if (draft.type === 'scenario') {
      if (draft.cubeFrom === 'argument' && draft.cubeArg) argument.cubeArg = draft.cubeArg;
      else if (draft.cubeFrom !== 'argument' && draft.cubeId) argument.cubeId = draft.cubeId;
    }
    return argument;
  });
}

/** The saved arguments as editor rows. */
export function toDrafts(list: ProcedureArgument[]): ArgumentDraft[] {
  return list.map((argument) => ({
    ...argument,
    ...(argument.type === 'scenario' ? { cubeFrom: argument.cubeArg ? 'argument' : 'cube' } : {}),
  }));
}

/** A run's arguments in one line for the log: `region = North, factor = 1.1`. */
export function argsLine(args: Record<string, unknown> | null | undefined): string {
  return Object.entries(args ?? {})
    .map(([name, value]) => `${name} = ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}
