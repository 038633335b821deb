import type { ProcedureArgument } from '@cubus/shared';

/** What a run form holds for one argument before it is sent. */
export type RunValue = string | number | boolean | null | undefined;

/** Whether a form value was left blank. */
export const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** A run form's first values: each argument's default, a boolean off when it has none. */
export function initialRunValues(list: ProcedureArgument[]): Record<string, RunValue> {
  return Object.fromEntries(
    list.map((argument) => [
      argument.name,
      argument.default ?? (argument.type === 'boolean' ? false : undefined),
    ]),
  );
}

/**
 * A run form's values as the run's `args`: empty ones left out (the server fills defaults and
 * answers `argument_missing` for a required one), numbers as numbers, the rest as text.
 * @example toRunArgs([{name: 'n', type: 'integer', required: true}], {n: '4'}) // {n: 4}
 */
export function toRunArgs(
  list: ProcedureArgument[],
  values: Record<string, RunValue> = {},
): Record<string, string | number | boolean> {
  const args: Record<string, string | number | boolean> = {};
  for (const argument of list) {
    const value = values[argument.name];
    if (isEmpty(value)) continue;
    if (argument.type === 'boolean') args[argument.name] = value === true;
    else if (argument.type === 'number' || argument.type === 'integer') args[argument.name] = Number(value);
    else args[argument.name] = String(value).trim();
  }
  return args;
}
