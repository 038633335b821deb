import type { ProcedureArgument, ProcedureResult } from '@cubus/shared';
import { AppError } from '../../../../lib/app-error';
import { duckdbDialect } from '../../../dialects/duckdb';
import type { WarehouseEngine, WarehouseSession } from '../../../engine';
import {
  type ArgBinding,
  type ArgValue,
  type BodyStatement,
  type CompiledStatement,
  compileStatement,
  type ProcedureRunner,
  type ProcedureRunOptions,
  runInOrder,
} from '../../procedures';
import { checkStatementCalls } from './statement-calls';

const sqlTypes: Record<ProcedureArgument['type'], string> = {
  text: 'VARCHAR',
  number: 'DOUBLE',
  integer: 'BIGINT',
  boolean: 'BOOLEAN',
  date: 'DATE',
  member: 'VARCHAR',
  scenario: 'VARCHAR',
  cube: 'VARCHAR',
  table: 'VARCHAR',
};

// What may run: reads and changes of the domain's own tables. SET, PRAGMA, ATTACH, COPY, LOAD,
// INSTALL, EXPORT, IMPORT, CALL, transactions and the rest are refused before anything runs. What a
// statement calls is checked from DuckDB's parse tree (`checkStatementCalls`), not from its text.
const allowedFirst = new Set([
  'select',
  'with',
  'from',
  'values',
  'table',
  'insert',
  'update',
  'delete',
  'create',
  'drop',
  '(',
]);

const invalid = (message: string) => new AppError(400, 'procedure_invalid', message, { path: 'body' });

/**
 * Procedures on DuckDB: DuckDB SQL, every call checked from DuckDB's own parse tree, the whole run
 * one transaction of a sandboxed session (a failure or a cancel leaves nothing changed).
 * @example await new DuckDBProcedures(engine).run(domainId, statements, args, { maxRows, signal })
 */
export class DuckDBProcedures implements ProcedureRunner {
  readonly atomic = true;
  readonly lexis = { quotes: `'"`, backslash: false };
  readonly binding: ArgBinding = {
    quote: (name) => duckdbDialect.quote(name),
    placeholder: (arg) => `CAST(? AS ${sqlTypes[arg.type]})`,
  };

  constructor(private readonly engine: WarehouseEngine) {}

  async check(domainId: string, statements: BodyStatement[], args: Map<string, ArgValue>): Promise<void> {
    const compiled = this.compiled(statements, args);
    const session = await this.engine.openUserSession(domainId);
    try {
      await checkOn(session, compiled);
    } finally {
      session.close();
    }
  }

  async run(
    domainId: string,
    statements: BodyStatement[],
    args: Map<string, ArgValue>,
    options: ProcedureRunOptions,
  ): Promise<ProcedureResult> {
    const compiled = this.compiled(statements, args);
    const session = await this.engine.openUserSession(domainId);
    try {
      // Checked again at each run: a body saved before a function left the allow list runs no more.
      await checkOn(session, compiled);
      await session.query('BEGIN TRANSACTION');
      const result = await runInOrder(session, compiled, options, this.atomic);
      await session.query('COMMIT');
      return result;
    } catch (error) {
      await session.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      session.close();
    }
  }

  private compiled(statements: BodyStatement[], args: Map<string, ArgValue>): CompiledStatement[] {
    statements.forEach((statement, index) => {
      if (!allowedFirst.has(statement.first))
        throw new AppError(
          400,
          'statement_not_allowed',
          `${statement.first.toUpperCase() || 'This'} statements are not allowed`,
          { path: 'body', statement: index + 1 },
        );
    });
    return statements.map((statement) => compileStatement(statement, args, this.binding));
  }
}

/** DuckDB's parser finds the same statements (a syntax error is `procedure_invalid`), each call allowed. */
async function checkOn(session: WarehouseSession, compiled: CompiledStatement[]): Promise<void> {
  const count = await session
    .countStatements(compiled.map((statement) => statement.sql).join(';\n'))
    .catch((error: unknown) => {
      throw invalid(error instanceof Error ? error.message : String(error));
    });
  if (count !== compiled.length) throw invalid('The statements of the body could not be told apart');
  await checkStatementCalls(session, compiled);
}
