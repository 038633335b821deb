import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;

/**
 * Statements and functions only the warehouse runs: reading files, making and changing tables,
 * writing rows, the engine's catalogs. Matched in code, comments left out.
 */
const warehouseSql: RegExp[] = [
  /\bread_(csv|parquet|json)\w*/i,
  /\bcreate\s+(or\s+replace\s+)?(temp\s+|temporary\s+)?table\b/i,
  /\binsert\s+into\b/i,
  // In capitals: `.copy()` is a method too.
  /\bCOPY\s*\(|\bCOPY\s+\S+\s+(TO|FROM)\b/,
  /\balter\s+table\b/i,
  /\bdrop\s+table\b/i,
  /\bdelete\s+from\b/i,
  /\bupdate\s+\S+\s+set\b/i,
  /\bdescribe\s+select\b/i,
  /\binformation_schema\b/i,
  /\b(pragma|duckdb)_\w+\s*\(/i,
  /\bCHECKPOINT\b/,
  /\b(export|import)\s+database\b/i,
  // A transaction's statements, as a string starts them; and DuckDB's parser, which checks procedures.
  /['"`]\s*(BEGIN|COMMIT|ROLLBACK)\b/i,
  /\bjson_serialize_sql\b/i,
];

/** Each engine's own folder: the one place warehouse SQL is written. */
const engineFolder = /^engine\/warehouse\/[^/]+\//;

/** SQL of other stores, which the rule is not about. */
const otherStores: { files: RegExp; why: string }[] = [
  { files: /^store\//, why: 'the metadata store (PostgreSQL) and its migrations' },
  { files: /(^|\/)migrations\//, why: "a kind's tables in the metadata store" },
  {
    files: /^(jobs\/job-store|qry\/writes|operations\/(store-tables|metadata-snapshot))\.ts$/,
    why: 'statements of the metadata store',
  },
  {
    files: /^(events\/(postgres-transport|relay)|nodes\/node-registry)\.ts$/,
    why: "the metadata store's tables of several nodes: relayed events and the node registry",
  },
  { files: /^engine\/drivers\//, why: "a data source's own SQL, run on the source or a throw-away reader" },
];

/** Comments out: they may quote SQL to explain it. */
const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/[^\n]*/g, '$1');

const hasWarehouseSql = (file: string) => {
  const code = codeOf(readFileSync(path.join(root, file), 'utf8'));
  return warehouseSql.some((pattern) => pattern.test(code));
};

function filesWithWarehouseSql(): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((entry) => entry.endsWith('.ts') && !entry.endsWith('.test.ts'))
    .filter((entry) => !engineFolder.test(entry) && !otherStores.some((store) => store.files.test(entry)))
    .filter(hasWarehouseSql)
    .sort();
}

describe('warehouse SQL', () => {
  const found = filesWithWarehouseSql();

  it("is recognised where it is written: DuckDB's tables, imports, members, cubes and procedures", () => {
    const duckdb = [
      'tables.ts',
      'import-source.ts',
      'import-sql.ts',
      'members.ts',
      'duckdb-engine.ts',
      'cubes/cube-tables.ts',
      'cubes/load-facts.ts',
      'cubes/write-cell.ts',
      'procedures/duckdb-procedures.ts',
      'procedures/statement-calls.ts',
    ];
    expect(duckdb.filter((file) => !hasWarehouseSql(`engine/warehouse/duckdb/${file}`))).toEqual([]);
  });

  it("is written only in the engine's folder (engine/warehouse/<engine>/)", () => {
    expect(found).toEqual([]);
  });
});
