import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ClickhouseClient } from '../../clickhouse/clickhouse-client';
import { clickhouseLiteral, clickhouseName } from '../../clickhouse/clickhouse-literals';

/** A domain on a cluster: the database of its rows (its local tables), and how a CREATE runs on every shard. */
export interface ShardedDomain {
  rows: string;
  settings: Record<string, string | number>;
  create: (sql: string) => Promise<unknown>;
}

/** One table of a dump: its name, its CREATE without the database, its rows' file. */
interface DumpedTable {
  name: string;
  create: string;
  file: string;
}

/**
 * A domain's database written to a folder and read back: `tables.json` (each table's CREATE,
 * unqualified) and each table's rows in ClickHouse's `Native` format. ClickHouse has no snapshot
 * across tables: each table is read at its own moment.
 * On a cluster (`sharded`) a table's CREATE is its local table's, its rows are read and written
 * through its Distributed table, and the CREATE runs on every shard.
 * @example await moveDomain(client, 'cubus_ab12…').exportTo('/backup/warehouse')
 */
export function moveDomain(client: ClickhouseClient, database: string, sharded?: ShardedDomain) {
  const settings = { database, ...sharded?.settings };
  const create = sharded?.create ?? ((sql: string) => client.compact(sql, { settings }));
  const tablesOf = async () => {
    const answer = await client.compact(
      `SELECT name, create_table_query FROM system.tables WHERE database = ${clickhouseLiteral(sharded?.rows ?? database)} AND engine NOT LIKE '%View' ORDER BY name`,
    );
    return answer.data.map(([name, create]) => ({ name: String(name), create: String(create) }));
  };
  return {
    async exportTo(dir: string): Promise<void> {
      await mkdir(dir);
      const dumped: DumpedTable[] = [];
      for (const [index, table] of (await tablesOf()).entries()) {
        const create = table.create.replace(/^CREATE TABLE\s+(`[^`]*`|[\w]+)\./, 'CREATE TABLE ');
        const file = `${index}.native`;
        const { answer, done } = await client.request(
          `SELECT * FROM ${clickhouseName(table.name)} FORMAT Native`,
          {
            settings,
          },
        );
        await pipeline(Readable.from(answer.body), createWriteStream(path.join(dir, file))).finally(done);
        dumped.push({ name: table.name, create, file });
      }
      await writeFile(path.join(dir, 'tables.json'), JSON.stringify(dumped));
    },
    async importFrom(dir: string): Promise<void> {
      if ((await tablesOf()).length > 0) throw new Error(`the warehouse database ${database} is not empty`);
      const dumped = JSON.parse(await readFile(path.join(dir, 'tables.json'), 'utf8')) as DumpedTable[];
      for (const table of dumped) {
        await create(table.create);
        await client.compact(`INSERT INTO ${clickhouseName(table.name)} FORMAT Native`, {
          settings,
          data: createReadStream(path.join(dir, table.file)),
        });
      }
    },
  };
}
