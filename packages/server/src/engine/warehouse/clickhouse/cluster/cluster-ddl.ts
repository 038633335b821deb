import { clickhouseLiteral, clickhouseName as quote } from '../../../clickhouse/clickhouse-literals';

/*
 * The warehouse's DDL on a cluster of unreplicated shards, without ZooKeeper: 18.16's `ON CLUSTER`
 * needs it, so the warehouse runs each statement on every shard itself. A domain's table `t` is
 * then two: its rows in a plain MergeTree `t` of the domain's local database (`<database>_local`,
 * on each shard its part), and in the domain's database a `Distributed` table `t` over them, on
 * every shard, which every read and write goes through. Every table is sharded this way, the
 * members and catalogs too: a join or an `IN` of two of them runs as GLOBAL
 * (`distributed_product_mode = 'global'`), so no table has to be kept whole on each shard, and
 * rows go to a random shard (`rand()`), since no read relies on where a row lives (aggregates are
 * merged by the Distributed engine: sums of Decimals, `uniqExact`, `argMax` stay exact).
 * The local database is not the domain's, so a user's SQL cannot name it (`user-sql.ts` refuses
 * another database), and its tables keep their names.
 */

const name = '`(?:[^`\\\\]|\\\\.)*`|"(?:[^"\\\\]|\\\\.)*"|[A-Za-z_][A-Za-z0-9_]*';
/** A table name, perhaps qualified (a user's `ALTER TABLE db.t …`; `user-sql.ts` let only the domain's through). */
const table = `(?:(?:${name})\\s*\\.\\s*)?(${name})`;
/** Comments and blanks before a statement. */
const lead = '^(?:\\s|--[^\\n]*(?:\\n|$)|/\\*[\\s\\S]*?\\*/)*';

const unquote = (text: string) => (/^[`"]/.test(text) ? text.slice(1, -1).replace(/\\(.)/g, '$1') : text);

/** Where a domain's tables live on the cluster. */
export interface ClusterNames {
  /** The cluster's name in `remote_servers`. */
  cluster: string;
  /** The domain's database: the Distributed tables. */
  database: string;
  /** The domain's local database on each shard: the rows. */
  local: string;
}

/** One statement of the server's (or a user's mutation) as it runs on a cluster. */
export interface ShardedDdl {
  /** Each step's statements run on one shard after the other, every shard done before the next step. */
  steps: string[][];
  /** What takes back the first step on the shards it ran on, when it fails on a later one (a RENAME). */
  undo?: string;
  /** A mutation's table in the local database, whose mutations are waited for on every shard. */
  mutated?: string;
}

/** The Distributed table `t` over the local tables `t`, made again (its columns follow the local table's). */
const distributed = (n: ClusterNames, t: string, ifNotExists = '') =>
  `CREATE TABLE ${ifNotExists}${quote(n.database)}.${quote(t)} AS ${quote(n.local)}.${quote(t)} ENGINE = Distributed(${clickhouseLiteral(n.cluster)}, ${clickhouseLiteral(n.local)}, ${clickhouseLiteral(t)}, rand())`;
const dropDistributed = (n: ClusterNames, t: string) =>
  `DROP TABLE IF EXISTS ${quote(n.database)}.${quote(t)}`;
const local = (n: ClusterNames, t: string) => `${quote(n.local)}.${quote(t)}`;

/**
 * The statement as it runs on every shard, or undefined for one that runs as it is on the entry
 * server (a read, an insert: the Distributed tables take them).
 * @example shardedDdl('TRUNCATE TABLE sales', names) // { steps: [['TRUNCATE TABLE `cubus_…_local`.`sales`']] }
 */
export function shardedDdl(sql: string, n: ClusterNames): ShardedDdl | undefined {
  const statement = sql.replace(new RegExp(lead), '').replace(/[\s;]+$/, '');
  const create = new RegExp(
    `^CREATE\\s+TABLE\\s+(IF\\s+NOT\\s+EXISTS\\s+)?${table}\\s*([\\s\\S]*)$`,
    'i',
  ).exec(statement);
  if (create) {
    const [, ine = '', rawName = '', rest = ''] = create;
    const [t, ifNotExists] = [unquote(rawName), ine ? 'IF NOT EXISTS ' : ''];
    const copy = new RegExp(`^AS\\s+${table}$`, 'i').exec(rest);
    const body = copy ? `AS ${local(n, unquote(copy[1] ?? ''))}` : rest;
    return {
      steps: [[`CREATE TABLE ${ifNotExists}${local(n, t)} ${body}`], [distributed(n, t, ifNotExists)]],
    };
  }
  const drop = new RegExp(`^DROP\\s+TABLE\\s+(IF\\s+EXISTS\\s+)?${table}$`, 'i').exec(statement);
  if (drop) {
    const t = unquote(drop[2] ?? '');
    return { steps: [[dropDistributed(n, t)], [`DROP TABLE ${drop[1] ? 'IF EXISTS ' : ''}${local(n, t)}`]] };
  }
  const truncate = new RegExp(`^TRUNCATE\\s+TABLE\\s+${table}$`, 'i').exec(statement);
  if (truncate) return { steps: [[`TRUNCATE TABLE ${local(n, unquote(truncate[1] ?? ''))}`]] };
  const alter = new RegExp(`^ALTER\\s+TABLE\\s+${table}\\s+([\\s\\S]*)$`, 'i').exec(statement);
  if (alter) {
    const [, rawName = '', commands = ''] = alter;
    const t = unquote(rawName);
    const change = [`ALTER TABLE ${local(n, t)} ${commands}`];
    if (/^(DELETE|UPDATE)\b/i.test(commands)) return { steps: [change], mutated: t };
    return { steps: [change, [dropDistributed(n, t), distributed(n, t)]] };
  }
  const rename = /^RENAME\s+TABLE\s+([\s\S]*)$/i.exec(statement);
  if (rename) {
    const pair = new RegExp(`^\\s*${table}\\s+TO\\s+${table}\\s*$`, 'i');
    const pairs = (rename[1] ?? '').split(',').map((text) => {
      const [, from = '', to = ''] = pair.exec(text) ?? [];
      if (!from) throw new Error(`a RENAME the cluster layer does not read: ${statement}`);
      return [unquote(from), unquote(to)] as const;
    });
    const targets = new Set(pairs.map(([, to]) => to));
    const renamed = (list: (readonly [string, string])[]) =>
      `RENAME TABLE ${list.map(([from, to]) => `${local(n, from)} TO ${local(n, to)}`).join(', ')}`;
    return {
      steps: [
        [renamed(pairs)],
        [
          ...[...targets].flatMap((t) => [dropDistributed(n, t), distributed(n, t)]),
          ...pairs.filter(([from]) => !targets.has(from)).map(([from]) => dropDistributed(n, from)),
        ],
      ],
      undo: renamed(pairs.map(([from, to]) => [to, from] as const).reverse()),
    };
  }
  return undefined;
}
