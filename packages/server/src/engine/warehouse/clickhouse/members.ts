import { randomUUID } from 'node:crypto';
import type { RefAttribute, RefAttributeType } from '@cubus/shared';
import { clickhouseName as quote } from '../../clickhouse/clickhouse-literals';
import { duckdbDialect } from '../../dialects/duckdb';
import { duckdbMembers } from '../duckdb/members';
import { createRefTableSql } from '../duckdb/ref-hierarchy';
import { onServerSession } from '../duckdb/server-work';
import type { MemberEditor } from '../member-editor';
import { attributeColumn, dimColumn, factTable, refTable } from '../table-names';
import { booleanType } from './answer-rows';
import type { ClickhouseEngine } from './clickhouse-engine';
import { factPresence } from './cubes/cube-tables';
import { clickhouseToDuckDB, type DuckDBScratch, duckdbToClickhouse, duckdbTypeOf } from './duckdb-bridge';
import { oneAtATime } from './one-at-a-time';

/*
 * A reference's members on ClickHouse: the table `ref_<id>` in the domain's database is what
 * the qry compiler and the cubes read. An edit needs what ClickHouse lacks (transactions, UPDATE …
 * FROM, recursive queries for the hierarchy), so `editMembers` copies the members into a
 * temporary table of a DuckDB scratch session, runs the DuckDB editor there (`duckdbMembers`, the
 * same rules), and puts the result in place with RENAME TABLE only when the whole edit
 * succeeded. A reference holds thousands of members, not millions: the copy is cheap.
 */

const attributeTypes: Record<RefAttributeType, string> = {
  text: 'String',
  number: 'Float64',
  integer: 'Int64',
  boolean: booleanType,
  date: 'Date',
};

/** The members table's columns in ClickHouse, in DuckDB's order (`createRefTableSql`). */
function membersColumns(attributes: RefAttribute[]): [string, string][] {
  return [
    ['id', 'Int64'],
    ['code', 'String'],
    ['name', 'String'],
    ['parent_id', 'Nullable(Int64)'],
    ['ord', 'Int32'],
    ['active', booleanType],
    ['level', 'Int32'],
    ['pos', 'Int32'],
    ['last_pos', 'Int32'],
    ['leaf', booleanType],
    ['path', 'Array(Int64)'],
    ['path_text', 'Nullable(String)'],
    ...attributes.map((a): [string, string] => [
      attributeColumn(a.name),
      `Nullable(${attributeTypes[a.type]})`,
    ]),
  ];
}

const createMembersSql = (table: string, columns: [string, string][]) =>
  `CREATE TABLE ${table} (${columns.map(([name, type]) => `${name} ${type}`).join(', ')}) ENGINE = MergeTree ORDER BY id`;

/** Defaults as DuckDB's table has them: an active leaf at the root, first among its siblings. */
const defaults: Record<string, string> = { active: " DEFAULT 'true'", leaf: " DEFAULT 'true'" };

export async function createMembers(
  engine: ClickhouseEngine,
  domainId: string,
  refId: string,
  attributes: RefAttribute[],
): Promise<void> {
  const columns = membersColumns(attributes).map(([name, type]): [string, string] => [
    name,
    `${type}${defaults[name] ?? ''}`,
  ]);
  await engine.execute(domainId, createMembersSql(refTable(refId), columns));
}

/** The reference's attributes, read back from its table's columns. */
async function attributesOf(
  engine: ClickhouseEngine,
  domainId: string,
  refId: string,
): Promise<RefAttribute[]> {
  const described = await engine.execute(domainId, `DESCRIBE TABLE ${refTable(refId)}`);
  return described.flatMap((row) => {
    const name = String(row.name);
    const type = String(row.type).replace(/^Nullable\((.*)\)$/, '$1');
    const attribute = (Object.keys(attributeTypes) as RefAttributeType[]).find(
      (t) => attributeTypes[t] === type,
    );
    return name.startsWith('a_') && attribute
      ? [{ name: name.slice(2), type: attribute } as RefAttribute]
      : [];
  });
}

/**
 * `work` over the members in a DuckDB copy, published to ClickHouse when it returns: by
 * `publish`, given the filled table's name, when there is one (the edit's turn held until it
 * settles), else renamed in place at once.
 */
export function editMembers<T>(
  engine: ClickhouseEngine,
  scratch: DuckDBScratch,
  domainId: string,
  refId: string,
  work: (members: MemberEditor) => Promise<T>,
  publish?: (fresh: string) => Promise<void>,
): Promise<T> {
  const table = refTable(refId);
  return oneAtATime(`${engine.databaseOf(domainId)}.${table}`, async () => {
    const attributes = await attributesOf(engine, domainId, refId);
    const columns = membersColumns(attributes);
    const names = columns.map(([name]) => name);
    return onServerSession(scratch.duckdb, domainId, async (query) => {
      await query(createRefTableSql(refId, attributes).replace(/^CREATE TABLE/, 'CREATE TEMP TABLE'));
      const select = `SELECT ${names.join(', ')} FROM ${table}`;
      const types = columns.map(([, type]) => duckdbTypeOf(type));
      await clickhouseToDuckDB(engine, scratch, domainId, { select, types }, { query, table });
      const members = duckdbMembers(query, refId);
      const result = await work({
        ...members,
        // The facts live in ClickHouse, as deltas: a coordinate's `x` adds up to 1 while its fact
        // exists and to 0 once taken back, so a member has facts where its rows' `x` add up above 0.
        usedByCube: async (cubeId, dimension, ids) => {
          const column = dimColumn(dimension);
          const [used] = await engine.execute(
            domainId,
            `SELECT ${column} AS id FROM ${factTable(cubeId)} WHERE ${column} IN (${ids.map(() => '?').join(', ')}) GROUP BY ${column} HAVING sum(${factPresence}) > 0 ORDER BY ${column} LIMIT 1`,
            ids,
          );
          if (!used) return undefined;
          const [member] = await query(`SELECT code FROM ${table} WHERE id = ?`, [Number(used.id)]);
          return member === undefined ? undefined : String(member.code);
        },
        importFrom: async (source, sourceColumns, mode) => {
          // A data table lives in ClickHouse: copied into a temporary table of the same name first.
          if ('table' in source) await copyDataTable(engine, scratch, domainId, query, source.table);
          return members.importFrom(source, sourceColumns, mode);
        },
      });
      const fresh = quote(`_members_${randomUUID().replaceAll('-', '')}`);
      const old = quote(`_members_${randomUUID().replaceAll('-', '')}`);
      await engine.execute(domainId, createMembersSql(fresh, columns));
      await duckdbToClickhouse(
        engine,
        scratch,
        domainId,
        { query, select: `SELECT ${names.join(', ')} FROM ${table}` },
        { table: fresh, columns: names },
      );
      if (publish) await publish(fresh);
      else {
        await engine.execute(domainId, `RENAME TABLE ${table} TO ${old}, ${fresh} TO ${table}`);
        await engine.execute(domainId, `DROP TABLE ${old}`);
      }
      return result;
    });
  });
}

/** A ClickHouse data table as a DuckDB temporary table of the same name, its values as text (members read text). */
async function copyDataTable(
  engine: ClickhouseEngine,
  scratch: DuckDBScratch,
  domainId: string,
  query: Parameters<typeof clickhouseToDuckDB>[4]['query'],
  name: string,
): Promise<void> {
  const described = await engine.execute(domainId, `DESCRIBE TABLE ${quote(name)}`);
  const columns = described.map((row) => duckdbDialect.quote(String(row.name)));
  const copy = duckdbDialect.quote(name);
  await query(`CREATE OR REPLACE TEMP TABLE ${copy} (${columns.map((c) => `${c} VARCHAR`).join(', ')})`);
  const select = `SELECT ${described.map((row) => `toString(${quote(String(row.name))})`).join(', ')} FROM ${quote(name)}`;
  await clickhouseToDuckDB(
    engine,
    scratch,
    domainId,
    { select, types: columns.map(() => 'VARCHAR') },
    { query, table: copy },
  );
}
