import type { ActionStep, BuiltinProcedure, ProcedureArgument } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { nameInDomain } from '../in-domain';
import { builtinById, builtinDefs, builtinId } from '../procedures/builtins';
import { checkArgs } from '../procedures/procedure-args';

/** A procedure of the domain with its declared arguments: a built-in one (and its code) or a saved one, or 404. */
export async function procedureOf(
  app: FastifyInstance,
  domainId: string,
  id: string,
  path: string,
): Promise<{ name: string; arguments: ProcedureArgument[]; builtin?: BuiltinProcedure }> {
  const builtin = builtinById(domainId, id);
  if (builtin) return { name: builtin.name, arguments: builtin.arguments, builtin: builtin.builtin };
  const name = await nameInDomain(app, domainId, 'procedures', id, path);
  const row = await app.db
    .selectFrom('procedures')
    .select('arguments')
    .where('id', '=', id.toLowerCase())
    .executeTakeFirstOrThrow();
  return { name, arguments: row.arguments as ProcedureArgument[] };
}

/** A step's error with its place among the steps: `args.factor` → `values.steps.1.args.factor`. */
function atStep(error: unknown, prefix: string, rename: (path: string) => string = (path) => path): unknown {
  if (!(error instanceof AppError)) return error;
  const details = (error.details ?? {}) as Record<string, unknown>;
  const inner = typeof details.path === 'string' ? `.${rename(details.path)}` : '';
  return new AppError(error.status, error.code, error.message, { ...details, path: `${prefix}${inner}` });
}

/** A Copy Scenario argument's path as the step's field: `args.cube` → `cubeId`, `args.from` → `from`. */
const copyField = (path: string) => (path === 'args.cube' ? 'cubeId' : path.replace(/^args\./, ''));

/** The Copy Scenario built-in's arguments as a step gives them. */
export const copyScenarioArgs = (step: Extract<ActionStep, { type: 'copy-scenario' }>) => ({
  cube: step.cubeId,
  from: step.from,
  to: step.to,
  factor: step.factor,
});

/** The id of the domain's Copy Scenario procedure, which a copy-scenario step runs. */
export const copyScenarioId = (domainId: string) => builtinId(domainId, 'copy-scenario');

/**
 * One step checked against the domain as it is now: the object it names exists here (404
 * `not_found` otherwise) and a procedure's arguments fit their declared types (400
 * `argument_invalid` / `argument_missing` / `member_not_found`) → a name for the log, and the code
 * of a built-in procedure it runs (the console says that one's name in the user's language).
 */
export async function checkStep(
  app: FastifyInstance,
  domainId: string,
  step: ActionStep,
  path: string,
): Promise<{ name: string; builtin?: BuiltinProcedure }> {
  switch (step.type) {
    case 'import':
      return { name: await nameInDomain(app, domainId, 'imports', step.importId, `${path}.importId`) };
    case 'mount':
      return { name: await nameInDomain(app, domainId, 'mounts', step.mountId, `${path}.mountId`) };
    case 'procedure': {
      const procedure = await procedureOf(app, domainId, step.procedureId, `${path}.procedureId`);
      await checkArgs(app, domainId, procedure.arguments, step.args).catch((error) => {
        throw atStep(error, path);
      });
      return { name: procedure.name, ...(procedure.builtin ? { builtin: procedure.builtin } : {}) };
    }
    case 'copy-scenario': {
      const cube = await nameInDomain(app, domainId, 'cubes', step.cubeId, `${path}.cubeId`);
      const def = builtinDefs.find((d) => d.builtin === 'copy-scenario');
      await checkArgs(app, domainId, def?.arguments ?? [], copyScenarioArgs(step)).catch((error) => {
        throw atStep(error, path, copyField);
      });
      if (step.from === step.to)
        throw new AppError(400, 'same_scenario', 'Copy a scenario to another one', { path: `${path}.to` });
      return { name: `${cube}: ${step.from} → ${step.to}` };
    }
    case 'ribbon':
      return { name: step.message.slice(0, 60) };
  }
}

/** Every step checked, in order; the first problem answers, nothing runs or is saved. */
export async function checkSteps(
  app: FastifyInstance,
  domainId: string,
  steps: ActionStep[],
  path: string,
): Promise<string[]> {
  const names: string[] = [];
  for (const [index, step] of steps.entries())
    names.push((await checkStep(app, domainId, step, `${path}.${index}`)).name);
  return names;
}
