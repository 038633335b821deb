import { randomUUID } from 'node:crypto';
import { AppError } from '../../../../lib/app-error';
import { clickhouseLiteral } from '../../../clickhouse/clickhouse-literals';
import { loadColumns, storageColumns } from '../../../compiler/measures';
import { clickhouseDialect } from '../../../dialects/clickhouse';
import type { WarehouseQuery } from '../../../engine';
import type {
  CubeShape,
  FactLoad,
  FactsLoaded,
  GrownDimension,
  NewMembers,
  RejectedFactRow,
} from '../../cubes';
import { keptRejected, keyOf, timeLevelAt } from '../../cubes/load-keys';
import type { MemberEditor } from '../../member-editor';
import { dimColumn, factTable, refTable } from '../../table-names';
import type { ClickhouseEngine } from '../clickhouse-engine';
import { refusingValues } from '../rows';
import { cellRowColumns, factColumns } from './cube-tables';
import { checkShape, cubeTurn, queryOf } from './write-cell';

/*
 * A load on ClickHouse, which has no transaction to roll back: everything that can fail is done
 * before anything is put in place. The new members' ids are worked out first (as DuckDB gives
 * them: after the largest id, in the order of their codes), the facts are written to a table of
 * their own, then the grown references' tables are built beside theirs, and last one RENAME puts
 * the new facts and references in place together.
 * The load's own names start with `__`, so a source column cannot shadow them.
 */

/**
 * `Warehouse.editMembers`: a reference grows by the DuckDB editor, as any edit of its members;
 * `publish` puts the filled members table (its name given) in place instead of a RENAME at once.
 */
export interface MemberEdits {
  editMembers<T>(
    domainId: string,
    refId: string,
    work: (members: MemberEditor) => Promise<T>,
    publish?: (fresh: string) => Promise<void>,
  ): Promise<T>;
}

/** One dimension of a load: its key from a source row (`src`), members, and the leaves a key may take. */
interface LoadDimension {
  key: string;
  members: string;
  refId: string;
  mode: NewMembers;
  /** The leaf members (`code`, `id`) once the load's new members are added. */
  leaves: string;
  /** A new parent's code: a member too, though no leaf. */
  newParent: string | null;
}

/** The members a load adds to one reference, and what the result says of them. */
interface Growth {
  index: number;
  refId: string;
  parent: { id: number; code: string; name: string; made: boolean } | null;
  added: [id: number, code: string, name: string, parentId: number | null, order: number][];
  count: number;
}

/** New members go after the roots there are (as on DuckDB). */
const lastOrder = 1_000_000_000;

/** The codes of the source that are no members yet (distinct, no NULL), each with its rank by code (1…). */
function newCodes(lines: string, dimension: { key: string; members: string }, except: string | null): string {
  const skipped = except === null ? '' : ` AND ${dimension.key} != ${clickhouseLiteral(except)}`;
  const missing = `SELECT DISTINCT ${dimension.key} AS __code FROM ${lines} AS src WHERE ${dimension.key} IS NOT NULL AND ${dimension.key} NOT IN (SELECT code FROM ${dimension.members})${skipped}`;
  // No window functions in 18.16: the codes sorted in one array, numbered by their place. The
  // array is made unique again: 18.16's DISTINCT with an IN subquery repeats a value read in
  // several streams (a Distributed table's shards).
  return `(SELECT __c.1 AS code, __c.2 AS rank FROM (SELECT arrayJoin(arrayMap((c, n) -> (c, n), __s, arrayEnumerate(__s))) AS __c FROM (SELECT arraySort(groupUniqArray(assumeNotNull(__code))) AS __s FROM (${missing}))))`;
}

/** The members a dimension's source values add: how many, under which parent, with which ids. */
async function growthOf(
  query: WarehouseQuery,
  lines: string,
  index: number,
  dimension: LoadDimension,
  parent: FactLoad['parent'],
): Promise<{ growth: Growth; leaves: string; newParent: string | null } | undefined> {
  const [missing] = await query(`SELECT count() AS n FROM ${newCodes(lines, dimension, null)}`);
  const count = Number(missing?.n ?? 0);
  if (count === 0) return undefined;
  const [top] = await query(`SELECT max(id) AS id FROM ${dimension.members}`);
  let base = Number(top?.id ?? 0);
  let under: Growth['parent'] = null;
  let formerLeaf: number | null = null;
  if (dimension.mode === 'under-parent') {
    const [found] = await query(`SELECT id, leaf FROM ${dimension.members} WHERE code = ?`, [parent.code]);
    if (found) {
      under = { id: Number(found.id), code: parent.code, name: parent.name, made: false };
      // A leaf that gets children is a leaf no more.
      if (found.leaf === true) formerLeaf = under.id;
    } else {
      base += 1;
      under = { id: base, code: parent.code, name: parent.name, made: true };
    }
  }
  const made = under?.made ? under.code : null;
  const codes = newCodes(lines, dimension, made);
  const ranked = await query(`SELECT code, rank FROM ${codes} ORDER BY rank`);
  const added = ranked.map((row): Growth['added'][number] => [
    base + Number(row.rank),
    String(row.code),
    String(row.code),
    under?.id ?? null,
    lastOrder + Number(row.rank),
  ]);
  const kept = formerLeaf === null ? '' : ` AND id != ${formerLeaf}`;
  const leaves = `(SELECT code, id FROM ${dimension.members} WHERE leaf = 'true'${kept} UNION ALL SELECT code, toInt64(${base} + rank) AS id FROM ${codes})`;
  return { growth: { index, refId: dimension.refId, parent: under, added, count }, leaves, newParent: made };
}

/**
 * The tables renamed in one statement, each pair in turn; 18.16 renames them one after another and
 * keeps those done before a failure: they are renamed back, so it fails with none renamed.
 */
async function renameAll(query: WarehouseQuery, pairs: [from: string, to: string][]): Promise<void> {
  try {
    await query(`RENAME TABLE ${pairs.map(([from, to]) => `${from} TO ${to}`).join(', ')}`);
  } catch (error) {
    const bare = (name: string) => name.replace(/^`(.*)`$/, '$1');
    const rows = await query('SELECT name FROM system.tables WHERE database = currentDatabase()');
    const names = new Set(rows.map((row) => String(row.name)));
    for (const [from, to] of [...pairs].reverse())
      if (names.has(bare(to)) && !names.has(bare(from))) {
        await query(`RENAME TABLE ${to} TO ${from}`);
        names.delete(bare(to));
        names.add(bare(from));
      }
    throw error;
  }
}

/**
 * The references grown and put in place with the facts by one RENAME (`swap`, given the
 * references' renames): each reference's new members are built beside it, its edit held until the
 * RENAME, so a failure before it leaves every reference and the facts as they were → each
 * reference's member count.
 */
async function growAndSwap(
  edits: MemberEdits,
  domainId: string,
  growths: Growth[],
  query: WarehouseQuery,
  swap: (renames: [from: string, to: string][]) => Promise<void>,
): Promise<number[]> {
  const staged: { table: string; fresh: string; old: string }[] = [];
  const counts: number[] = [];
  const editing: Promise<unknown>[] = [];
  let settle!: (error?: unknown) => void;
  const published = new Promise<void>((resolve, reject) => {
    settle = (error) => (error === undefined ? resolve() : reject(error));
  });
  published.catch(() => {});
  try {
    for (const growth of growths) {
      const ready = new Promise<void>((resolve, reject) => {
        const edit = edits.editMembers(
          domainId,
          growth.refId,
          async (editor) => {
            const { parent } = growth;
            if (parent?.made) await editor.addAll([[parent.id, parent.code, parent.name, null, lastOrder]]);
            await editor.addAll(growth.added);
            counts.push(await editor.rebuildHierarchy());
          },
          async (fresh) => {
            const old = `_members_${randomUUID().replaceAll('-', '')}`;
            staged.push({ table: refTable(growth.refId), fresh, old });
            resolve();
            await published;
          },
        );
        edit.catch(reject);
        editing.push(edit);
      });
      await ready;
    }
    await swap(
      staged.flatMap(({ table, fresh, old }): [string, string][] => [
        [table, old],
        [fresh, table],
      ]),
    );
    settle();
  } catch (error) {
    settle(error);
    await Promise.allSettled(editing);
    for (const { fresh } of staged) await query(`DROP TABLE IF EXISTS ${fresh}`).catch(() => {});
    throw error;
  }
  await Promise.allSettled(editing);
  for (const { old } of staged) await query(`DROP TABLE ${old}`);
  return counts;
}

/** A cube's facts replaced from a data table (see `CubeWarehouse.loadFacts`). */
export function loadFacts(
  engine: ClickhouseEngine,
  edits: MemberEdits,
  domainId: string,
  cube: CubeShape,
  load: FactLoad,
): Promise<FactsLoaded> {
  const query = queryOf(engine, domainId);
  const quote = (name: string) => clickhouseDialect.quote(name);
  const facts = factTable(cube.id);
  return cubeTurn(engine, domainId, cube, async () => {
    await checkShape(query, cube);
    const [sorting] = await query(
      `SELECT sorting_key FROM system.tables WHERE ${engine.rowsTableWhere(domainId, load.table)}`,
    );
    // A data table is sorted by its key column, or by nothing (a release may print the name quoted).
    const key = String(sorting?.sorting_key ?? '').replace(/^`(.*)`$/, '$1');
    // A row's line is its place in the table's key order (the order DuckDB's rows are written in
    // when they come by key); the parts of a MergeTree are read in no set order.
    const lines = `(SELECT *, rowNumberInAllBlocks() + 1 AS __line FROM (SELECT * FROM ${quote(load.table)}${key === '' ? '' : ` ORDER BY ${quote(key)}`}))`;
    const described = await query(`DESCRIBE TABLE ${quote(load.table)}`);
    const typeOf = (column: string) =>
      String(described.find((c) => c.name === column)?.type ?? '').replace(/^Nullable\((.*)\)$/, '$1');
    // As DuckDB writes a double: a whole one with `.0`.
    const textOf = (column: string) =>
      /^Float/.test(typeOf(column))
        ? `if(src.${quote(column)} = floor(src.${quote(column)}) AND abs(src.${quote(column)}) < 1e15, concat(toString(src.${quote(column)}), '.0'), toString(src.${quote(column)}))`
        : `toString(src.${quote(column)})`;
    const dimensions: LoadDimension[] = [];
    for (const [i, { column, calendar, newMembers }] of load.dimensions.entries()) {
      const refId = cube.dimensions[i]?.refId ?? '';
      const members = refTable(refId);
      const [depth] = calendar
        ? await query(`SELECT max(level) AS l FROM ${members} WHERE leaf = 'true'`)
        : [undefined];
      const time = depth ? timeLevelAt(Number(depth.l ?? 0)) : null;
      dimensions.push({
        key: keyOf(`src.${quote(column)}`, time, clickhouseDialect),
        members,
        refId,
        // A calendar's periods are matched, never added.
        mode: time ? 'reject' : newMembers,
        leaves: `(SELECT code, id FROM ${members} WHERE leaf = 'true')`,
        newParent: null,
      });
    }
    const growths: Growth[] = [];
    for (const [i, dimension] of dimensions.entries()) {
      if (dimension.mode === 'reject') continue;
      const grown = await growthOf(query, lines, i, dimension, load.parent);
      if (!grown) continue;
      // Each growth would number its new members after the same last id, and its edit would wait for the other's.
      const other = growths.find((g) => g.refId === dimension.refId);
      if (other)
        throw new AppError(
          400,
          'validation_failed',
          `Dimensions ${cube.dimensions[other.index]?.name} and ${cube.dimensions[i]?.name} share a reference: on ClickHouse one load cannot add members to it through both (reject the new members of one of them)`,
          { path: 'dimensions', dimensions: [cube.dimensions[other.index]?.name, cube.dimensions[i]?.name] },
        );
      growths.push(grown.growth);
      dimension.leaves = grown.leaves;
      dimension.newParent = grown.newParent;
    }
    const hits = dimensions.map((d) => `${d.key} IN (SELECT code FROM ${d.leaves})`);
    const allHit = hits.length === 0 ? '1' : hits.join(' AND ');
    const [read] = await query(`SELECT count() AS n FROM ${quote(load.table)}`);
    const [rejected] = await query(`SELECT count() AS n FROM ${lines} AS src WHERE NOT (${allHit})`);
    const columns = [...new Set([...load.dimensions.map((d) => d.column), ...load.measures])];
    const sample = await query(
      `SELECT ${[
        'src.__line AS __at',
        ...dimensions.flatMap((d, i) => [
          `${d.key} AS __k${i}`,
          `NOT (${hits[i]}) AS __x${i}`,
          `(${d.key} IN (SELECT code FROM ${d.members})${d.newParent === null ? '' : ` OR ${d.key} = ${clickhouseLiteral(d.newParent)}`}) AS __m${i}`,
        ]),
        ...columns.map((c, i) => `${textOf(c)} AS __c${i}`),
      ].join(', ')} FROM ${lines} AS src WHERE NOT (${allHit}) ORDER BY __at LIMIT ${keptRejected}`,
    );
    const fresh = `${facts}_load_${randomUUID().replaceAll('-', '')}`;
    await query(`CREATE TABLE ${fresh} AS ${facts}`);
    try {
      // A whole number is summed as a decimal: 18.16's Int64 sum would wrap where DuckDB's refuses.
      const values = load.measures.map((c) =>
        /^U?Int\d+$/.test(typeOf(c)) ? `toDecimal128(src.${quote(c)}, 0)` : `src.${quote(c)}`,
      );
      await refusingValues(
        () => query(insertFacts(fresh, lines, cube, dimensions, values, allHit)),
        'measures',
      );
      const old = `${facts}_old_${randomUUID().replaceAll('-', '')}`;
      const counts = await growAndSwap(edits, domainId, growths, query, (renames) =>
        renameAll(query, [[facts, old], [fresh, facts], ...renames]),
      );
      await query(`DROP TABLE ${old}`);
      const [written] = await query(`SELECT count() AS n FROM ${facts}`);
      return {
        rowsRead: Number(read?.n ?? 0),
        rowsRejected: Number(rejected?.n ?? 0),
        factsWritten: Number(written?.n ?? 0),
        grown: growths.map(
          (g, k): GrownDimension => ({
            dimension: cube.dimensions[g.index]?.name ?? '',
            parent: g.parent?.code ?? null,
            count: g.count,
            refId: g.refId,
            members: counts[k] ?? 0,
          }),
        ),
        rejected: sample.map((row): RejectedFactRow => {
          const d = Math.max(
            0,
            dimensions.findIndex((_, i) => Number(row[`__x${i}`]) === 1),
          );
          const value = row[`__k${d}`];
          return {
            line: Number(row.__at),
            reason: Number(row[`__m${d}`]) === 1 ? 'member_not_leaf' : 'unknown_member',
            dimension: cube.dimensions[d]?.name ?? '',
            value: value === null || value === undefined ? null : String(value),
            values: Object.fromEntries(
              columns.map((c, i) => {
                const text = row[`__c${i}`];
                return [c, text === null || text === undefined ? null : String(text).slice(0, 200)];
              }),
            ),
          };
        }),
      };
    } finally {
      await query(`DROP TABLE IF EXISTS ${fresh}`);
    }
  });
}

/**
 * The facts of a load into `table`, one row per coordinate of the source rows whose every key is a
 * leaf (`allHit`), each measure's rows (`values`, from `src`) folded as on DuckDB
 * (engine/compiler/measures.ts).
 */
function insertFacts(
  table: string,
  lines: string,
  cube: CubeShape,
  dimensions: LoadDimension[],
  values: string[],
  allHit: string,
): string {
  const keys = dimensions.map((d, i) => `assumeNotNull(${d.key}) AS __k${i}`);
  const measures = values.map((value, j) => `${value} AS __v${j}`);
  const hit = `(SELECT ${[...keys, ...measures].join(', ')} FROM ${lines} AS src WHERE ${allHit})`;
  // 18.16 takes one join per select: each wraps the one before.
  const joined = dimensions.reduce(
    (inner, d, i) =>
      `(SELECT * FROM ${inner} ALL INNER JOIN (SELECT code AS __k${i}, id AS __r${i} FROM ${d.leaves}) USING __k${i})`,
    hit,
  );
  const ids = dimensions.map((_, i) => `__r${i}`);
  const folded = cube.measures.flatMap((measure, j) => {
    const names = storageColumns(measure, j, clickhouseDialect).map(([name]) => name);
    return loadColumns(measure, `__v${j}`, clickhouseDialect).map((sql, k) => `${sql} AS ${names[k]}`);
  });
  const grouped = ids.length === 0 ? '' : ` GROUP BY ${ids.join(', ')}`;
  const cells = `(SELECT ${[...ids.map((id, i) => `${id} AS ${dimColumn(i)}`), ...folded].join(', ')} FROM ${joined}${grouped})`;
  const names = factColumns(cube).map(([name]) => name);
  return `INSERT INTO ${table} (${names.join(', ')}) SELECT ${cellRowColumns(cube).join(', ')} FROM ${cells}`;
}
