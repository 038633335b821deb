import type { ProcedureArgument } from '@cubus/shared';
import { builtinProcedures } from '@cubus/shared/builtin-procedures';
import type { TFunction } from 'i18next';

/** What a screen shows of a procedure: its name and description, and its arguments (their titles). */
interface ShownProcedure {
  builtin?: unknown;
  name?: unknown;
  description?: unknown;
  arguments?: ProcedureArgument[] | undefined;
}

const isBuiltin = (value: unknown): value is (typeof builtinProcedures)[number] =>
  builtinProcedures.includes(value as (typeof builtinProcedures)[number]);

/**
 * The name a run's object is told by (a Ribbon line, a job): a built-in procedure's (`builtin`, its
 * code as the server marks it) in the user's language, any other as it is stored.
 * @example runObjectName(t, 'Copy Scenario', 'copy-scenario') // 'Szenario kopieren' in German
 */
export function runObjectName<T>(t: TFunction, name: T, builtin: unknown): T | string {
  return isBuiltin(builtin) ? t(`procedures.builtins.${builtin}.name`) : name;
}

/**
 * An action step as a run tells it: an untitled step of a built-in procedure (`builtin`) by its
 * number and that procedure's name in the user's language, any other by its title.
 * @example stepName(t, { title: '2. Copy Scenario', builtin: 'copy-scenario', number: 2 }) // '2. Szenario kopieren'
 */
export function stepName(t: TFunction, step: { title: string; builtin?: unknown; number: number }): string {
  return isBuiltin(step.builtin)
    ? `${step.number}. ${runObjectName(t, step.title, step.builtin)}`
    : step.title;
}

/**
 * A built-in procedure in the user's language: the server keeps its name, description and
 * arguments in English (the same rows in every domain), the console says them from its strings.
 * Any other procedure is its author's words, shown as they are.
 */
export function procedureInLanguage<T extends ShownProcedure>(t: TFunction, procedure: T): T {
  if (!isBuiltin(procedure.builtin)) return procedure;
  const key = `procedures.builtins.${procedure.builtin}`;
  return {
    ...procedure,
    name: t(`${key}.name`),
    description: t(`${key}.description`),
    arguments: procedure.arguments?.map((argument) => ({
      ...argument,
      title: t(`${key}.arguments.${argument.name}`, { defaultValue: argument.title || argument.name }),
    })),
  };
}
