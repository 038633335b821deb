import type { ParsedPivotRequest, PivotAnswer } from '@cubus/shared';
import { valueColumn } from '../../../compiler/measures';
import type {
  CellWrite,
  ColumnStatistics,
  CopiedScope,
  CubeChangeUndo,
  CubeShape,
  CubeWarehouse,
  FactLoad,
  FactsLoaded,
  FactsReshape,
  PivotOptions,
  ScenarioCopy,
  StatisticsKind,
  WrittenCell,
} from '../../cubes';
import { runPivot } from '../../cubes/pivot/run-pivot';
import { dimColumn, factTable, histTable, refTable } from '../../table-names';
import type { ClickhouseEngine } from '../clickhouse-engine';
import { Compactions } from './compaction';
import { createCubeTablesSql, factPresence, leafCells, presenceColumn, shownValue } from './cube-tables';
import { calendarSpan, columnStatistics, decimalScale } from './fact-load';
import { loadFacts, type MemberEdits } from './load-facts';
import { compileClickhousePivot } from './pivot/compile-pivot';
import { reshapeFacts } from './reshape-facts';
import { copyScenario, previewCopy } from './scenario-copy';
import { compactFacts, undoChange } from './undo-change';
import { upgradeLayout } from './upgrade-layout';
import { writeCell, writeCells } from './write-cell';

/**
 * `base` joined to each relation in turn by its `using` column. 18.16 takes one join per
 * select: each join wraps the one before.
 */
function joinedInTurn(base: string, joins: { using: string; relation: string }[]): string {
  return joins.reduce(
    (inner, join) => `(SELECT * FROM ${inner} ALL INNER JOIN ${join.relation} USING ${join.using})`,
    base,
  );
}

/**
 * The cubes on ClickHouse: a cube's facts as deltas in table `cube_<id>` and each change's deltas
 * in `cube_<id>_hist` (cube-tables.ts).
 */
export class ClickhouseCubes implements CubeWarehouse {
  /** The cubes' deltas folded as they pile up (compaction.ts). */
  readonly compactions: Compactions;

  /** `members`: where a load grows the references (the warehouse's member edits). */
  constructor(
    private readonly engine: ClickhouseEngine,
    private readonly members: MemberEdits,
  ) {
    this.compactions = new Compactions(engine);
  }

  /** `done`'s answer, once the cube's deltas it added are counted for compaction. */
  private changed<T>(domainId: string, cube: CubeShape, done: Promise<T>): Promise<T> {
    return done.then((answer) => {
      this.compactions.afterChange(domainId, cube);
      return answer;
    });
  }

  async createFacts(domainId: string, cube: CubeShape): Promise<void> {
    for (const statement of createCubeTablesSql(cube)) await this.engine.execute(domainId, statement);
  }

  async dropFacts(domainId: string, cubeId: string): Promise<void> {
    await this.engine.execute(domainId, `DROP TABLE IF EXISTS ${factTable(cubeId)}`);
    await this.engine.execute(domainId, `DROP TABLE IF EXISTS ${histTable(cubeId)}`);
  }

  /** The cube's leaf cells: a coordinate counts once, however many deltas it has. */
  async factCount(domainId: string, cubeId: string): Promise<number> {
    const table = factTable(cubeId);
    const dims = await this.engine.execute(
      domainId,
      "SELECT name FROM system.columns WHERE database = currentDatabase() AND table = ? AND startsWith(name, 'd_')",
      [table],
    );
    const coordinate = dims.map((row) => String(row.name)).join(', ');
    const [row] = await this.engine.execute(
      domainId,
      coordinate === ''
        ? `SELECT count() > 0 AS n FROM ${table}`
        : `SELECT uniqExact(${coordinate}) AS n FROM ${table}`,
    );
    return Number(row?.n ?? 0);
  }

  factsRelation(cube: CubeShape): string {
    const shown = cube.measures.map((measure, j) => `${shownValue(measure, j)} AS v${j}`);
    const ids = cube.dimensions.map((_, i) => `toString(f.${dimColumn(i)})`);
    const cells = `(SELECT f.*, ${[...shown, `arrayStringConcat([${ids.join(', ')}], '.') AS k`].join(', ')} FROM ${leafCells(cube)} AS f)`;
    const joined = joinedInTurn(
      cells,
      cube.dimensions.map((dimension, i) => ({
        using: dimColumn(i),
        relation: `(SELECT id AS ${dimColumn(i)}, code AS c${i}, name AS n${i}, path_text AS p${i} FROM ${refTable(dimension.refId)})`,
      })),
    );
    const columns = [
      ...cube.dimensions.flatMap((_, i) => [`c${i}`, `n${i}`, `p${i}`]),
      ...cube.measures.map((_, j) => `v${j}`),
      'k',
    ];
    return `(SELECT ${columns.join(', ')} FROM ${joined}) AS facts`;
  }

  /** As DuckDB's: each dimension's member by the code in the sales column of its name; amount and quantity. */
  async seedDemoFacts(domainId: string, cube: CubeShape): Promise<number> {
    const names = cube.dimensions.map((d) => d.name);
    const sales = `(SELECT ${names.map((name) => `assumeNotNull(${name}) AS ${name}`).join(', ')}, amount, quantity FROM sales WHERE ${names.map((name) => `${name} IS NOT NULL`).join(' AND ')})`;
    const joined = joinedInTurn(
      sales,
      cube.dimensions.map((dimension, i) => ({
        using: dimension.name,
        relation: `(SELECT code AS ${dimension.name}, id AS ${dimColumn(i)} FROM ${refTable(dimension.refId)})`,
      })),
    );
    const columns = [
      ...names.map((_, i) => dimColumn(i)),
      factPresence,
      valueColumn(0),
      presenceColumn(0),
      valueColumn(1),
      presenceColumn(1),
    ];
    await this.engine.execute(
      domainId,
      `INSERT INTO ${factTable(cube.id)} (${columns.join(', ')})
       SELECT ${names.map((_, i) => dimColumn(i)).join(', ')}, 1, CAST(amount AS Nullable(Decimal(18, 2))),
         toInt8(amount IS NOT NULL), CAST(quantity AS Nullable(Int64)), toInt8(quantity IS NOT NULL)
       FROM ${joined}`,
    );
    return this.factCount(domainId, cube.id);
  }

  /** DuckDB's pivot over the leaf cells, in 18.16's SQL; no snapshot (no transactions): deltas are only appended. */
  pivot(
    domainId: string,
    cube: CubeShape,
    request: ParsedPivotRequest,
    options: PivotOptions,
  ): Promise<PivotAnswer> {
    return runPivot(this.engine, domainId, cube, request, options, {
      facts: leafCells(cube),
      compile: compileClickhousePivot,
      snapshot: false,
      scaled: false,
    });
  }

  writeCell(domainId: string, cube: CubeShape, changeId: string, write: CellWrite): Promise<WrittenCell> {
    return this.changed(domainId, cube, writeCell(this.engine, domainId, cube, changeId, write));
  }

  writeCells(
    domainId: string,
    cube: CubeShape,
    changeId: string,
    writes: readonly CellWrite[],
  ): Promise<number> {
    return this.changed(domainId, cube, writeCells(this.engine, domainId, cube, changeId, writes));
  }

  undoChange(domainId: string, cube: CubeShape, change: CubeChangeUndo): Promise<number> {
    return this.changed(domainId, cube, undoChange(this.engine, domainId, cube, change));
  }

  /** Folds the facts' deltas into one row per fact; every answer stays the same. */
  compactFacts(domainId: string, cube: CubeShape): Promise<void> {
    return compactFacts(this.engine, domainId, cube);
  }

  previewCopy(
    domainId: string,
    cube: CubeShape,
    copy: ScenarioCopy,
  ): Promise<{ replaced: number; copied: number }> {
    return previewCopy(this.engine, domainId, cube, copy);
  }

  copyScenario(
    domainId: string,
    cube: CubeShape,
    changeId: string,
    copy: ScenarioCopy,
  ): Promise<{ cells: number; copied: CopiedScope }> {
    return this.changed(domainId, cube, copyScenario(this.engine, domainId, cube, changeId, copy));
  }

  columnStatistics(
    domainId: string,
    table: string,
    columns: { name: string; kind: StatisticsKind }[],
  ): Promise<{ rows: number; columns: ColumnStatistics[] }> {
    return columnStatistics(this.engine, domainId, table, columns);
  }

  decimalScale(domainId: string, table: string, column: string): Promise<number | undefined> {
    return decimalScale(this.engine, domainId, table, column);
  }

  calendarSpan(
    domainId: string,
    refId: string,
  ): Promise<{ from: number; to: number; leafLevel: number } | undefined> {
    return calendarSpan(this.engine, domainId, refTable(refId));
  }

  loadFacts(domainId: string, cube: CubeShape, load: FactLoad): Promise<FactsLoaded> {
    return loadFacts(this.engine, this.members, domainId, cube, load);
  }

  reshapeFacts(domainId: string, cube: CubeShape, next: CubeShape, reshape: FactsReshape): Promise<void> {
    return reshapeFacts(this.engine, domainId, cube, next, reshape);
  }

  upgradeLayout(domainId: string, cube: CubeShape): Promise<void> {
    return upgradeLayout(this.engine, domainId, cube);
  }
}
