import type { ProcedureArgument } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import type { SqlValue } from '../../engine/engine';
import type { ArgValue } from '../../engine/warehouse/procedures';
import { AppError } from '../../lib/app-error';
import { uuidPattern } from '../../lib/uuid';
import { findCube } from '../cubes/cube-store';
import { findRef } from '../refs/ref-store';

const wrong = (name: string, message: string) =>
  new AppError(400, 'argument_invalid', message, { path: `args.${name}`, argument: name });

/** The code, if the reference (of the domain) has it; else 400 `member_not_found`. */
async function memberOf(app: FastifyInstance, domainId: string, refId: string, code: string, name: string) {
  const ref = await findRef(app, domainId, refId).catch(() => {
    throw wrong(name, 'The reference of this argument was removed');
  });
  if (!(await app.warehouse.hasMember(domainId, ref.id, code)))
    throw new AppError(400, 'member_not_found', `No member "${code}"`, { path: `args.${name}`, code });
  return code;
}

/** The data table named by id or by name, of the domain only → its warehouse name. */
async function tableOf(app: FastifyInstance, domainId: string, given: string, name: string) {
  let query = app.db
    .selectFrom('data_tables')
    .select('name')
    .where('domain_id', '=', domainId)
    .where('deleted_at', 'is', null);
  query = uuidPattern.test(given)
    ? query.where('id', '=', given.toLowerCase())
    : query.where('name', '=', given);
  const row = await query.executeTakeFirst();
  if (!row) throw wrong(name, `No data table "${given}"`);
  return row.name;
}

/** A scenario member: the cube (fixed, or another argument's) must have a scenario dimension holding it. */
async function scenarioOf(
  app: FastifyInstance,
  domainId: string,
  arg: ProcedureArgument,
  code: string,
  given: Record<string, unknown>,
) {
  const cubeId = arg.cubeId ?? String(given[arg.cubeArg ?? ''] ?? '');
  const cube = await findCube(app, domainId, cubeId).catch(() => {
    throw wrong(arg.name, 'The cube of this scenario was not found');
  });
  const scenario = cube.dimensions.find((d) => d.scenario);
  if (!scenario)
    throw new AppError(400, 'no_scenario', 'This cube has no scenario dimension', {
      path: `args.${arg.name}`,
    });
  return memberOf(app, domainId, scenario.refId, code, arg.name);
}

/** One given value against its declared type (already present) → the checked value. */
async function checkOne(
  app: FastifyInstance,
  domainId: string,
  arg: ProcedureArgument,
  value: unknown,
  given: Record<string, unknown>,
): Promise<ArgValue> {
  const bound = (v: SqlValue): ArgValue => ({ value: v, type: arg.type });
  const text = typeof value === 'string' && value.length <= 10_000 ? value : undefined;
  switch (arg.type) {
    case 'text':
      if (text === undefined) throw wrong(arg.name, 'Expected a text');
      return bound(text);
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw wrong(arg.name, 'Expected a number');
      return bound(value);
    case 'integer':
      if (!Number.isSafeInteger(value)) throw wrong(arg.name, 'Expected an integer');
      return bound(value as number);
    case 'boolean':
      if (typeof value !== 'boolean') throw wrong(arg.name, 'Expected true or false');
      return bound(value);
    case 'date': {
      const valid = text !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text));
      if (!valid || new Date(text).toISOString().slice(0, 10) !== text)
        throw wrong(arg.name, 'Expected a date YYYY-MM-DD');
      return bound(text);
    }
    case 'member':
      if (!text) throw wrong(arg.name, 'Expected a member code');
      return bound(await memberOf(app, domainId, arg.refId ?? '', text, arg.name));
    case 'scenario':
      if (!text) throw wrong(arg.name, 'Expected a scenario code');
      return bound(await scenarioOf(app, domainId, arg, text, given));
    case 'cube':
      if (!text) throw wrong(arg.name, 'Expected a cube id');
      await findCube(app, domainId, text).catch(() => {
        throw wrong(arg.name, 'No such cube');
      });
      return bound(text.toLowerCase());
    case 'table':
      if (!text) throw wrong(arg.name, 'Expected a data table');
      return { table: await tableOf(app, domainId, text, arg.name) };
  }
}

/**
 * The arguments given to a run, checked against the declared ones: an unknown name or a wrong
 * type is 400 `argument_invalid`, a required one missing is 400 `argument_missing`, a member not
 * in its reference is 400 `member_not_found`, a table must be a data table of the domain.
 * @example await checkArgs(app, domainId, [{name: 'factor', type: 'number', required: true}], {factor: 1.1})
 */
export async function checkArgs(
  app: FastifyInstance,
  domainId: string,
  declared: ProcedureArgument[],
  given: Record<string, unknown>,
): Promise<Map<string, ArgValue>> {
  const byName = new Map(declared.map((arg) => [arg.name.toLowerCase(), arg]));
  for (const name of Object.keys(given))
    if (!byName.has(name.toLowerCase())) throw wrong(name, `No argument "${name}"`);
  const values = Object.fromEntries(Object.entries(given).map(([k, v]) => [k.toLowerCase(), v]));
  const checked = new Map<string, ArgValue>();
  for (const arg of declared) {
    const value = values[arg.name.toLowerCase()] ?? arg.default ?? null;
    if (value === null || value === '') {
      if (arg.required)
        throw new AppError(400, 'argument_missing', `"${arg.name}" is required`, {
          path: `args.${arg.name}`,
          argument: arg.name,
        });
      if (arg.type === 'table') throw wrong(arg.name, 'A table argument needs a table');
      checked.set(arg.name.toLowerCase(), { value: null, type: arg.type });
      continue;
    }
    checked.set(arg.name.toLowerCase(), await checkOne(app, domainId, arg, value, values));
  }
  return checked;
}
