import { createHash } from 'node:crypto';
import type {
  BuiltinProcedure,
  ProcedureArgument,
  ProcedureResult,
  RunMessageKey,
  RunMessageValues,
} from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth/auth-context';
import type { ArgValue } from '../../engine/warehouse/procedures';
import type { ClaimedJob } from '../../jobs/job-store';
import { AppError } from '../../lib/app-error';
import type { KindContext } from '../../qry/object-kind';
import { copyScenario } from '../cubes/copy-scenario';
import { findCube, refreshFactCount } from '../cubes/cube-store';
import { writeCell } from '../cubes/write-cell';

interface BuiltinDef {
  builtin: BuiltinProcedure;
  name: string;
  description: string;
  arguments: ProcedureArgument[];
}

const cubeArg = (required: boolean): ProcedureArgument => ({ name: 'cube', type: 'cube', required });
const scenarioArg = (name: string): ProcedureArgument => ({
  name,
  type: 'scenario',
  required: true,
  cubeArg: 'cube',
});

/** The procedures every domain has; read-only, with a fixed id per domain (`builtinId`). */
export const builtinDefs: BuiltinDef[] = [
  {
    builtin: 'copy-scenario',
    name: 'Copy Scenario',
    description:
      'Replaces the facts of scenario `to` with those of `from`, times `factor` (one undoable change).',
    arguments: [
      cubeArg(true),
      scenarioArg('from'),
      scenarioArg('to'),
      { name: 'factor', type: 'number', required: false, default: 1 },
    ],
  },
  {
    builtin: 'clear-slice',
    name: 'Clear cube slice',
    description:
      'Clears the cells of one scenario of a cube: every measure, or only `measure` (one undoable change each).',
    arguments: [cubeArg(true), scenarioArg('scenario'), { name: 'measure', type: 'text', required: false }],
  },
  {
    builtin: 'recalculate-totals',
    name: 'Recalculate totals',
    description:
      'Cubes compute totals on the fly, so there is nothing to recalculate: this refreshes the fact counts of one cube, or of all.',
    arguments: [cubeArg(false)],
  },
];

/** The id of a built-in procedure in a domain: the same in SQL (`md5(domain || ':' || builtin)::uuid`). */
export function builtinId(domainId: string, builtin: BuiltinProcedure): string {
  const hex = createHash('md5').update(`${domainId.toLowerCase()}:${builtin}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The built-in procedure behind `id` in the domain, if it is one. */
export function builtinById(domainId: string, id: string | number): BuiltinDef | undefined {
  return builtinDefs.find((def) => builtinId(domainId, def.builtin) === String(id).toLowerCase());
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** SQL: `builtinId` of the domain `domainSql` and the built-in `builtinSql`. */
const builtinIdSql = (domainSql: string, builtinSql: string) =>
  `md5(${domainSql}::text || ':' || ${builtinSql})::uuid`;

/** The built-ins as rows of every domain, for the kind's source (constants only reach this SQL). */
export const builtinRowsSql = `SELECT ${builtinIdSql('d.id', 'b.builtin')} AS id, d.id AS domain_id, b.name,
  b.description, b.arguments::jsonb AS arguments, '' AS body, b.builtin, NULL::uuid AS created_by,
  d.created_at, d.created_at AS updated_at, NULL::timestamptz AS deleted_at, 1 AS version
  FROM domains d CROSS JOIN (VALUES ${builtinDefs
    .map((def) =>
      [def.builtin, def.name, def.description, JSON.stringify(def.arguments)].map(literal).join(', '),
    )
    .map((values) => `(${values})`)
    .join(', ')}) AS b(builtin, name, description, arguments)`;

/**
 * SQL: the code of the built-in procedure whose id is `idSql` in domain `domainSql`, else NULL —
 * for rows that name a procedure by its id only (a Ribbon line written before lines were marked).
 * @example builtinOfSql('a.domain_id', "a.details->>'id'") // 'copy-scenario' for that built-in's id
 */
export const builtinOfSql = (domainSql: string, idSql: string) =>
  `(SELECT b.builtin FROM (VALUES ${builtinDefs.map((def) => `(${literal(def.builtin)})`).join(', ')}) AS b(builtin)
    WHERE ${builtinIdSql(domainSql, 'b.builtin')}::text = lower(${idSql}))`;

/** Who runs the job, as the cube functions want a caller (they read the user and the domain only). */
async function jobContext(app: FastifyInstance, job: ClaimedJob): Promise<KindContext> {
  const user = await app.db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', '=', job.createdBy ?? '')
    .executeTakeFirst();
  const auth = { user: user ?? { id: null, username: 'system' }, domain: { id: job.domainId } };
  return { app, auth: auth as unknown as AuthContext };
}

const argValue = (args: Map<string, ArgValue>, name: string) => {
  const arg = args.get(name);
  return arg && 'value' in arg ? arg.value : null;
};

const rowsOf = (rows: Record<string, unknown>[]): ProcedureResult => ({
  columns: Object.keys(rows[0] ?? {}).map((name) => ({
    name,
    type: typeof rows[0]?.[name] === 'number' ? 'DOUBLE' : 'VARCHAR',
  })),
  rows,
  truncated: false,
});

/** Runs a built-in procedure with checked arguments → its result and a line for the log (its time added by the caller). */
export async function runBuiltin(
  app: FastifyInstance,
  job: ClaimedJob,
  def: BuiltinDef,
  args: Map<string, ArgValue>,
): Promise<{ result: ProcedureResult; line: { key: RunMessageKey; values: RunMessageValues } }> {
  const context = await jobContext(app, job);
  const cubeId = String(argValue(args, 'cube') ?? '');
  switch (def.builtin) {
    case 'copy-scenario': {
      const from = String(argValue(args, 'from'));
      const to = String(argValue(args, 'to'));
      const factor = Number(argValue(args, 'factor') ?? 1);
      const answer = await copyScenario(context, { cubeId, from, to, factor, filter: {} });
      return {
        result: rowsOf([answer]),
        line: { key: 'cellsCopied', values: { cells: answer.cells, from, to } },
      };
    }
    case 'clear-slice': {
      const cube = await findCube(app, job.domainId, cubeId);
      const scenario = cube.dimensions.find((d) => d.scenario);
      if (!scenario) throw new AppError(400, 'no_scenario', 'This cube has no scenario dimension');
      const only = argValue(args, 'measure');
      const measures = cube.measures.filter((m) => only === null || m.name === only);
      if (measures.length === 0)
        throw new AppError(400, 'argument_invalid', `No measure "${String(only)}"`, { path: 'args.measure' });
      const rows = [];
      for (const measure of measures) {
        const coords = { [scenario.name]: String(argValue(args, 'scenario')) };
        const answer = await writeCell(context, { cubeId, measure: measure.name, coords, value: null });
        rows.push({ measure: measure.name, ...answer });
      }
      return { result: rowsOf(rows), line: { key: 'measuresCleared', values: { measures: rows.length } } };
    }
    case 'recalculate-totals': {
      let query = app.db
        .selectFrom('cubes')
        .select('id')
        .where('domain_id', '=', job.domainId)
        .where('deleted_at', 'is', null);
      if (cubeId) query = query.where('id', '=', cubeId);
      const rows = [];
      for (const { id } of await query.execute()) {
        const cube = await findCube(app, job.domainId, id);
        await refreshFactCount(app, cube);
        const facts = await app.db
          .selectFrom('cubes')
          .select('facts')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        rows.push({ cube: cube.name, facts: Number(facts.facts) });
      }
      return { result: rowsOf(rows), line: { key: 'factCountsRefreshed', values: {} } };
    }
  }
}
