import type { ProcedureArgument, ProcedureResult } from '@cubus/shared';
import { AppError } from '../../lib/app-error';
import type { SqlValue, WarehouseSession } from '../engine';
import { plain } from '../plain-row';

/** One statement of a procedure's body: its text split into code and `$name` pieces, and its first word. */
export interface BodyStatement {
  pieces: ({ code: string } | { param: string })[];
  first: string;
}

/** A checked argument: a value of its declared type, or a data table of the domain by its name. */
export type ArgValue = { value: SqlValue; type: ProcedureArgument['type'] } | { table: string };

/** How an engine's SQL quotes: the characters that open a string or a name, and whether `\` escapes in them. */
export interface BodyLexis {
  quotes: string;
  backslash: boolean;
}

/** How an engine puts arguments into a statement: a table as a quoted name, a value as a typed `?`. */
export interface ArgBinding {
  quote(name: string): string;
  placeholder(arg: { value: SqlValue; type: ProcedureArgument['type'] }): string;
}

/** A statement ready to run: its SQL with `?` for the values, in order. */
export interface CompiledStatement {
  sql: string;
  params: SqlValue[];
}

export interface ProcedureRunOptions {
  /** The last statement's rows kept at most. */
  maxRows: number;
  /** Stops the running statement (Cancel, the time limit). */
  signal: AbortSignal;
}

/**
 * A procedure's body on one engine: its statements checked (form and every call, in the engine's
 * SQL), then run in order in a sandboxed session of the domain with the arguments bound.
 * @example await app.warehouse.procedures.run(domainId, statements, args, { maxRows: 10_000, signal })
 */
export interface ProcedureRunner {
  /**
   * Whether a run is one transaction. When not (ClickHouse), a failed statement leaves the ones
   * before it applied, and the run fails with `StatementFailure.applied` set.
   */
  readonly atomic: boolean;
  readonly lexis: BodyLexis;
  readonly binding: ArgBinding;
  /**
   * Every statement allowed, of a form the engine runs and reaching nothing outside the domain's
   * database: 400 `statement_not_allowed`, `statement_not_supported` (a form this engine cannot
   * run) or `procedure_invalid`, with the statement's number. Nothing runs.
   */
  check(domainId: string, statements: BodyStatement[], args: Map<string, ArgValue>): Promise<void>;
  /** Checks, then runs the statements in order → the last one's first `maxRows` rows; a failure throws `StatementFailure`. */
  run(
    domainId: string,
    statements: BodyStatement[],
    args: Map<string, ArgValue>,
    options: ProcedureRunOptions,
  ): Promise<ProcedureResult>;
}

/** A statement of a run failed: its number (from 1), and how many before it stay applied. */
export class StatementFailure extends Error {
  constructor(
    readonly statement: number,
    readonly applied: number,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/**
 * A statement's text with each `$name` bound as the engine binds it; a `$name` not declared is
 * 400 `procedure_invalid`.
 * @example compileStatement({ pieces: [{ code: 'SELECT ' }, { param: 'x' }], first: 'select' }, args, binding) // { sql: 'SELECT CAST(? AS DOUBLE)', params: [1.5] }
 */
export function compileStatement(
  statement: BodyStatement,
  args: Map<string, ArgValue>,
  binding: ArgBinding,
): CompiledStatement {
  const params: SqlValue[] = [];
  const sql = statement.pieces
    .map((piece) => {
      if ('code' in piece) return piece.code;
      const arg = args.get(piece.param);
      if (!arg)
        throw new AppError(400, 'procedure_invalid', `$${piece.param} is not an argument`, { path: 'body' });
      if ('table' in arg) return binding.quote(arg.table);
      params.push(arg.value);
      return binding.placeholder(arg);
    })
    .join('');
  return { sql, params };
}

/** A check's refusal, numbered with the statement it is about. */
export function atStatement(error: unknown, index: number): unknown {
  if (!(error instanceof AppError) || error.status >= 500) return error;
  const details = typeof error.details === 'object' ? error.details : {};
  return new AppError(error.status, error.code, error.message, {
    ...details,
    path: 'body',
    statement: index + 1,
  });
}

/**
 * Runs checked statements one after the other on `session`, the last for its rows; the signal
 * cancels the running one. A failure is `StatementFailure`, `applied` counting the statements
 * before it unless the caller rolls them back (`atomic`).
 */
export async function runInOrder(
  session: WarehouseSession,
  statements: CompiledStatement[],
  { maxRows, signal }: ProcedureRunOptions,
  atomic: boolean,
): Promise<ProcedureResult> {
  const stop = () => session.cancel();
  signal.addEventListener('abort', stop);
  let last: ProcedureResult = { columns: [], rows: [], truncated: false };
  try {
    for (const [index, statement] of statements.entries()) {
      try {
        if (signal.aborted) throw new Error('Interrupted');
        if (index < statements.length - 1) await session.query(statement.sql, statement.params);
        else {
          const answer = await session.queryBounded(statement.sql, statement.params, maxRows);
          last = { columns: answer.columns, rows: answer.rows.map(plain), truncated: answer.more };
        }
      } catch (error) {
        throw new StatementFailure(index + 1, atomic ? 0 : index, error);
      }
    }
    return last;
  } finally {
    signal.removeEventListener('abort', stop);
  }
}
