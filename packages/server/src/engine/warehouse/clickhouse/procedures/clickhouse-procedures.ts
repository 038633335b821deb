import type { ProcedureArgument, ProcedureResult } from '@cubus/shared';
import { AppError } from '../../../../lib/app-error';
import { clickhouseName } from '../../../clickhouse/clickhouse-literals';
import {
  type ArgBinding,
  type ArgValue,
  atStatement,
  type BodyStatement,
  type CompiledStatement,
  compileStatement,
  type ProcedureRunner,
  type ProcedureRunOptions,
  runInOrder,
} from '../../procedures';
import type { ClickhouseEngine } from '../clickhouse-engine';

const sqlTypes: Record<ProcedureArgument['type'], string> = {
  text: 'String',
  number: 'Float64',
  integer: 'Int64',
  // 18.16 has no boolean type: 1 and 0.
  boolean: 'UInt8',
  date: 'Date',
  member: 'String',
  scenario: 'String',
  cube: 'String',
  table: 'String',
};

const noTransactions =
  'ClickHouse has no transactions: each statement of a procedure stays applied once it has run';

/** Statements other engines have and ClickHouse has not, with what to write instead. */
const unsupported: Record<string, string> = {
  begin: noTransactions,
  start: noTransactions,
  commit: noTransactions,
  rollback: noTransactions,
  update: 'ClickHouse changes rows with ALTER TABLE … UPDATE column = … WHERE …',
  delete: 'ClickHouse deletes rows with ALTER TABLE … DELETE WHERE …',
};

/**
 * Procedures on ClickHouse: ClickHouse SQL, each statement checked as any user statement is
 * (`user-sql.ts`: reads, `INSERT INTO`, `ALTER TABLE … DELETE|UPDATE`; no table function reaching
 * files or the network, no other database, no SETTINGS), all of them before the first runs, then
 * run one by one, reads with `readonly=1`. There is no transaction: when a statement fails, the
 * ones before it stay applied (`atomic` false).
 * @example await new ClickhouseProcedures(engine).run(domainId, statements, args, { maxRows, signal })
 */
export class ClickhouseProcedures implements ProcedureRunner {
  readonly atomic = false;
  readonly lexis = { quotes: '\'"`', backslash: true };
  readonly binding: ArgBinding = {
    quote: clickhouseName,
    // NULL cast to a plain type is an error in ClickHouse.
    placeholder: (arg) =>
      arg.value === null ? `CAST(? AS Nullable(${sqlTypes[arg.type]}))` : `CAST(? AS ${sqlTypes[arg.type]})`,
  };

  constructor(private readonly engine: ClickhouseEngine) {}

  async check(domainId: string, statements: BodyStatement[], args: Map<string, ArgValue>): Promise<void> {
    await this.compiled(domainId, statements, args);
  }

  async run(
    domainId: string,
    statements: BodyStatement[],
    args: Map<string, ArgValue>,
    options: ProcedureRunOptions,
  ): Promise<ProcedureResult> {
    const compiled = await this.compiled(domainId, statements, args);
    const session = await this.engine.openUserSession(domainId);
    try {
      return await runInOrder(session, compiled, options, this.atomic);
    } finally {
      session.close();
    }
  }

  private async compiled(
    domainId: string,
    statements: BodyStatement[],
    args: Map<string, ArgValue>,
  ): Promise<CompiledStatement[]> {
    statements.forEach((statement, index) => {
      const why = unsupported[statement.first];
      if (why)
        throw new AppError(400, 'statement_not_supported', why, { path: 'body', statement: index + 1 });
    });
    const compiled = statements.map((statement) => compileStatement(statement, args, this.binding));
    const check = await this.engine.userStatementCheck(domainId);
    compiled.forEach((statement, index) => {
      try {
        check(statement.sql);
      } catch (error) {
        throw atStatement(error, index);
      }
    });
    return compiled;
  }
}
