import { randomUUID } from 'node:crypto';
import { type CubeMeasure, leafOnlyAggregations } from '@cubus/shared';
import { AppError } from '../../../../lib/app-error';
import { clickhouseLiteral } from '../../../clickhouse/clickhouse-literals';
import { type MeasureSpec, storageColumns, valueColumn } from '../../../compiler/measures';
import { clickhouseDialect } from '../../../dialects/clickhouse';
import type { WarehouseQuery } from '../../../engine';
import { plain } from '../../../plain-row';
import { type CellWrite, type CubeShape, notWritable, type WrittenCell, withCell } from '../../cubes';
import { type Coordinate, coordinates } from '../../cubes/cube-scope';
import { dimColumn, factTable, histTable } from '../../table-names';
import type { ClickhouseEngine } from '../clickhouse-engine';
import { oneAtATime } from '../one-at-a-time';
import { factColumns, factPresence, leafCells, presenceColumn } from './cube-tables';

/*
 * Write-back as appended deltas: the new leaf values are worked out as DuckDB's write works them
 * out (shares rounded half away from zero, the remainder on the largest leaf), and each changed
 * leaf gets one row more, its new value less its old, in the facts and under the change's id in
 * the history. ClickHouse has no transactions: a cube's writes run one at a time in this server,
 * and each change is one INSERT into the facts.
 */

/** Equal spreading writes every leaf combination: above this many it is refused (as on DuckDB). */
const maxSpreadCells = 1_000_000;

/** Each engine's own prefix of its cubes' queues: an engine is one node, the cube lock joins them. */
const nodes = new WeakMap<ClickhouseEngine, string>();
function queueOf(engine: ClickhouseEngine, domainId: string, cube: CubeShape): string {
  const node = nodes.get(engine) ?? randomUUID();
  nodes.set(engine, node);
  return `${node}:${engine.databaseOf(domainId)}.${factTable(cube.id)}`;
}

/**
 * The cube's writes, undos, copies, loads, reshapes and compactions one at a time: on this node
 * by its queue, across the nodes sharing the ClickHouse by `engine.cubeLock`.
 */
export const cubeTurn = <T>(
  engine: ClickhouseEngine,
  domainId: string,
  cube: CubeShape,
  work: () => Promise<T>,
) => oneAtATime(queueOf(engine, domainId, cube), () => engine.cubeLock.hold(cube.id, work));

/** As `cubeTurn` when no other node holds the cube; else `undefined` without running `work`. */
export const freeCubeTurn = <T>(
  engine: ClickhouseEngine,
  domainId: string,
  cube: CubeShape,
  work: () => Promise<T>,
) => oneAtATime(queueOf(engine, domainId, cube), () => engine.cubeLock.tryHold(cube.id, work));

/** The facts table still has the columns of the cube as read; else 409 `conflict`. */
export async function checkShape(query: WarehouseQuery, cube: CubeShape): Promise<void> {
  const rows = await query(
    'SELECT name FROM system.columns WHERE database = currentDatabase() AND table = ?',
    [factTable(cube.id)],
  );
  const expected = factColumns(cube).map(([name]) => name);
  if (rows.length !== expected.length || rows.some((row, i) => row.name !== expected[i]))
    throw new AppError(409, 'conflict', 'The cube’s structure changed meanwhile: read it again', {
      path: 'cubeId',
    });
}

/** Decimal text as units of `scale` decimals, half away from zero (exact, any length). */
function unitsOf(text: string, scale: number): bigint {
  const match = /^(-?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text.trim());
  if (!match) throw new AppError(400, 'invalid_value', `Not a number: ${text}`, { path: 'value' });
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  const shift = scale + Number(exponent) - fraction.length;
  const digits = BigInt(`${whole}${fraction}` || '0');
  const value = shift >= 0 ? digits * 10n ** BigInt(shift) : halfAway(digits, 10n ** BigInt(-shift));
  return sign === '-' ? -value : value;
}

/** `a / b` rounded half away from zero (b > 0). */
const halfAway = (a: bigint, b: bigint) => {
  const q = (2n * (a < 0n ? -a : a) + b) / (2n * b);
  return a < 0n ? -q : q;
};

/** Units of `scale` decimals as decimal text. */
function unitsText(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return `${negative ? '-' : ''}${text}`;
}

/** Decimal text rounded to `scale` decimals, half away from zero: ClickHouse refuses more decimals than its type has. */
export const roundedText = (text: string, scale: number) => unitsText(unitsOf(text, scale), scale);

/** Units of `scale` decimals as a literal of the measure's type. */
function unitsLiteral(measure: MeasureSpec, units: bigint, scale: number): string {
  return `CAST('${unitsText(units, scale)}' AS ${clickhouseDialect.measureType(measure)})`;
}

/** The leaves under the coordinates as one relation of every active leaf combination (`d_<i>`). */
function leafCombinations(coords: Coordinate[]): string {
  const leaves = coords.map(
    (c) =>
      `(SELECT id AS ${dimColumn(c.index)} FROM ${c.table} WHERE leaf = 'true' AND active = 'true' AND pos BETWEEN ${c.span[0]} AND ${c.span[1]})`,
  );
  // 18.16 takes one join per select: each cross join wraps the one before.
  return leaves.reduce((inner, next) => `(SELECT * FROM ${inner} CROSS JOIN ${next})`);
}

/** The leaf cells under the coordinates (active leaves only), alias `f`. */
const scopeOf = (coords: Coordinate[]) =>
  coords
    .map(
      (c) =>
        `f.${dimColumn(c.index)} IN (SELECT id FROM ${c.table} WHERE leaf = 'true' AND active = 'true' AND pos BETWEEN ${c.span[0]} AND ${c.span[1]})`,
    )
    .join(' AND ');

/**
 * The delta rows of one write of measure `j`, from `changed`: the leaf cells' columns (`d_<i>`,
 * the measure's storage columns, `fact`: the fact existed), `was` (the value before, NULL: empty)
 * and `now` (after, NULL: cleared). The value changes by now − was, its presence by whether it has
 * one now and had one before; an average's count is cleared with its sum; a new fact is made.
 */
function deltaRows(cube: CubeShape, j: number, changed: string): string {
  const measure = cube.measures[j] as CubeMeasure;
  const own = storageColumns(measure, j, clickhouseDialect).map(([name]) => name);
  const zero = `CAST(0 AS ${clickhouseDialect.measureType(measure)})`;
  const values = factColumns(cube).map(([name, type]) => {
    if (name.startsWith('d_')) return name;
    if (name === factPresence) return 'toInt8(fact = 0)';
    // 18.16's ifNull takes no decimal with a whole-number literal.
    if (name === valueColumn(j)) return `ifNull(now, ${zero}) - ifNull(was, ${zero})`;
    if (name === presenceColumn(j)) return 'toInt8(now IS NOT NULL) - toInt8(was IS NOT NULL)';
    if (own.includes(name)) return `if(now IS NULL, -${name}, NULL)`;
    if (type.startsWith('Array')) return 'emptyArrayFloat64()';
    return type.startsWith('Nullable') ? 'NULL' : '0';
  });
  return `SELECT ${values.join(', ')} FROM ${changed}`;
}

/** A write checked against the cube: its coordinates, how many leaf combinations, the named members. */
interface CheckedWrite {
  write: CellWrite;
  coords: Coordinate[];
  combinations: number;
  cell: WrittenCell['cell'];
}

/**
 * The write's cell checked as DuckDB checks it: members known and active, leaves under it, a
 * consolidated cell only of a measure that spreads (`leafOnly`: a pasted cell must be a leaf).
 */
async function checkWrite(
  query: WarehouseQuery,
  cube: CubeShape,
  write: CellWrite,
  leafOnly: boolean,
): Promise<CheckedWrite> {
  const measure = cube.measures[write.measure] as CubeMeasure;
  const coords = await coordinates(query, cube, write.coords);
  const cell = coords.flatMap((c) => {
    const dimension = cube.dimensions[c.index]?.name ?? '';
    return c.caption === undefined ? [] : [{ dimension, member: c.caption, code: write.coords[dimension] }];
  });
  let combinations = 1;
  for (const c of coords) {
    const [row] = await query(
      `SELECT count() AS n FROM ${c.table} WHERE leaf = 'true' AND active = 'true' AND pos BETWEEN ? AND ?`,
      c.span,
    );
    const n = Number(row?.n ?? 0);
    if (n === 0) throw new AppError(400, 'no_leaves', 'No active leaf cells to write', { path: 'coords' });
    combinations *= n;
  }
  if (leafOnly && combinations > 1)
    throw new AppError(400, 'cell_not_leaf', 'A pasted cell must be a leaf cell, not a total', {
      path: 'coords',
      coords: write.coords,
    });
  if (write.value !== null && combinations > 1 && leafOnlyAggregations.includes(measure.aggregation))
    throw notWritable(measure, true);
  if (write.value !== null && combinations > maxSpreadCells)
    throw new AppError(400, 'pivot_too_large', 'Too many leaf cells to spread onto equally', {
      path: 'coords',
    });
  return { write, coords, combinations, cell };
}

/** The written value as a literal of the measure's type, rounded half away from zero; `divisor` shares it. */
function shareOf(measure: MeasureSpec, text: string, divisor: number): string {
  if (measure.type === 'float') return `toFloat64(${Number(text)}) / ${divisor}`;
  const scale = measure.type === 'decimal' ? (measure.scale ?? 0) : 0;
  return unitsLiteral(measure, halfAway(unitsOf(text, scale), BigInt(divisor)), scale);
}

/**
 * One checked write appended to the history under `changeId` (its facts follow from there) → the
 * cells written and the cell's sum before.
 */
async function recordWrite(
  query: WarehouseQuery,
  cube: CubeShape,
  changeId: string,
  { write, coords, combinations }: CheckedWrite,
): Promise<{ cells: number; oldValue: number | null }> {
  const j = write.measure;
  const measure = cube.measures[j] as CubeMeasure;
  const m = valueColumn(j);
  const type = clickhouseDialect.measureType(measure);
  const dims = cube.dimensions.map((_, i) => dimColumn(i));
  const cells = leafCells(cube);
  const scope = scopeOf(coords);
  const [current] = await query(`SELECT toString(sum(f.${m})) AS s FROM ${cells} AS f WHERE ${scope}`);
  const sum = current?.s === null || current?.s === undefined ? null : Number(current.s);
  const record = async (changed: string) => {
    const [counted] = await query(`SELECT count() AS n FROM ${changed}`);
    const columns = factColumns(cube).map(([name]) => name);
    await query(
      `INSERT INTO ${histTable(cube.id)} (change_id, undone, ${columns.join(', ')}) SELECT ?, 0, * FROM (${deltaRows(cube, j, changed)})`,
      [changeId],
    );
    return { cells: Number(counted?.n ?? 0), oldValue: sum };
  };
  const text = write.value;
  if (text === null)
    return record(
      `(SELECT f.*, f.${m} AS was, CAST(NULL AS Nullable(${type})) AS now FROM ${cells} AS f WHERE ${scope} AND f.${m} IS NOT NULL)`,
    );
  const target = shareOf(measure, text, 1);
  /** `shares` (the cells with `was` and `share`) with what they miss of the target on the largest, first by dimensions. */
  const withRest = async (shares: string) => {
    if (combinations === 1) return `(SELECT *, share AS now FROM ${shares})`;
    const order = [`abs(share) DESC`, ...dims].join(', ');
    // Two reads: 18.16 mistypes a decimal scalar subquery.
    const [missed] = await query(`SELECT toString(${target} - sum(share)) AS rest FROM ${shares}`);
    const [largest] = await query(`SELECT ${dims.join(', ')} FROM ${shares} ORDER BY ${order} LIMIT 1`);
    if (!largest || missed?.rest === null || missed?.rest === undefined)
      return `(SELECT *, share AS now FROM ${shares})`;
    const onLargest = dims.map((d) => `${d} = ${Number(largest[d])}`).join(' AND ');
    const rest = `CAST(${clickhouseLiteral(String(missed.rest))} AS ${type})`;
    return `(SELECT *, share + if(${onLargest}, ${rest}, CAST(0 AS ${type})) AS now FROM ${shares})`;
  };
  // A consolidated cell with values keeps their proportions; a leaf, or empty leaves, take equal shares.
  if (combinations > 1 && sum !== null && sum !== 0) {
    const factor = Number(text) / sum;
    const shares = `(SELECT f.*, f.${m} AS was, ${clickhouseDialect.toMeasureType(measure, `toFloat64(f.${m}) * ${factor}`)} AS share FROM ${cells} AS f WHERE ${scope} AND f.${m} IS NOT NULL)`;
    return record(await withRest(shares));
  }
  const leaves = leafCombinations(coords);
  // Named, not `*`: 18.16 answers a USING join's keys twice.
  const kept = [
    ...dims,
    ...cube.measures.flatMap((mm, k) => storageColumns(mm, k, clickhouseDialect).map(([n]) => n)),
    'fact',
  ];
  const joined = `(SELECT ${kept.join(', ')} FROM ${leaves} ALL LEFT JOIN ${cells} USING (${dims.join(', ')}))`;
  const shares = `(SELECT *, ${m} AS was, ${shareOf(measure, text, combinations)} AS share FROM ${joined})`;
  return record(await withRest(shares));
}

/** The facts get the history's rows of a change (`undone`: its undo's), so the history is written first. */
export async function applyChange(query: WarehouseQuery, cube: CubeShape, changeId: string, undone: 0 | 1) {
  const columns = factColumns(cube).map(([name]) => name);
  await query(
    `INSERT INTO ${factTable(cube.id)} (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM ${histTable(cube.id)} WHERE change_id = ? AND undone = ?`,
    [changeId, undone],
  );
}

export const queryOf =
  (engine: ClickhouseEngine, domainId: string): WarehouseQuery =>
  async (sql, params) =>
    (await engine.execute(domainId, sql, params)).map(plain);

/** One cell written (see `CubeWarehouse.writeCell`), as deltas. */
export function writeCell(
  engine: ClickhouseEngine,
  domainId: string,
  cube: CubeShape,
  changeId: string,
  write: CellWrite,
): Promise<WrittenCell> {
  const query = queryOf(engine, domainId);
  return cubeTurn(engine, domainId, cube, async () => {
    await checkShape(query, cube);
    const checked = await checkWrite(query, cube, write, false);
    const written = await recordWrite(query, cube, changeId, checked);
    await applyChange(query, cube, changeId, 0);
    return { ...written, cell: checked.cell };
  });
}

/**
 * A pasted block of leaf cells under one change (see `CubeWarehouse.writeCells`): every cell is
 * checked before any is written, so a refused one leaves nothing written. A leaf written twice
 * keeps the later value, as one after the other would.
 */
export function writeCells(
  engine: ClickhouseEngine,
  domainId: string,
  cube: CubeShape,
  changeId: string,
  writes: readonly CellWrite[],
): Promise<number> {
  const query = queryOf(engine, domainId);
  return cubeTurn(engine, domainId, cube, async () => {
    await checkShape(query, cube);
    const checked: CheckedWrite[] = [];
    for (const [index, write] of writes.entries()) {
      try {
        checked.push(await checkWrite(query, cube, write, true));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        throw withCell(error, index);
      }
    }
    const latest = new Map(
      checked.map((c) => [JSON.stringify([c.write.measure, c.coords.map((x) => x.span)]), c]),
    );
    let written = 0;
    for (const c of checked) {
      const cells =
        latest.get(JSON.stringify([c.write.measure, c.coords.map((x) => x.span)])) === c
          ? (await recordWrite(query, cube, changeId, c)).cells
          : 1;
      written += cells;
    }
    await applyChange(query, cube, changeId, 0);
    return written;
  });
}
