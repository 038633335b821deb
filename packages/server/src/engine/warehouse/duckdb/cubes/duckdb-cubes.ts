import type { ParsedPivotRequest, PivotAnswer } from '@cubus/shared';
import { factValue } from '../../../compiler/measures';
import { compilePivot } from '../../../compiler/pivot';
import type { WarehouseEngine } from '../../../engine';
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
import { demoCubeFacts } from '../demo-data';
import { createCubeTablesSql } from './cube-tables';
import { calendarSpan, columnStatistics } from './fact-load';
import { loadFacts } from './load-facts';
import { reshapeFacts } from './reshape-facts';
import { copyFacts, previewCopy } from './scenario-copy';
import { undoChange } from './undo-change';
import { upgradeLayout } from './upgrade-layout';
import { writeCell, writeCells } from './write-cell';

/**
 * The cubes on DuckDB: a cube's facts in table `cube_<id>` (`d_<i>` member ids, then each
 * measure's columns) and its undo history in `cube_<id>_hist` (cube-tables.ts).
 */
export class DuckDBCubes implements CubeWarehouse {
  constructor(private readonly engine: WarehouseEngine) {}

  async createFacts(domainId: string, cube: CubeShape): Promise<void> {
    const { dialect } = this.engine;
    for (const statement of createCubeTablesSql(cube.id, cube.dimensions.length, cube.measures, dialect))
      await this.engine.execute(domainId, statement);
  }

  async dropFacts(domainId: string, cubeId: string): Promise<void> {
    await this.engine.execute(domainId, `DROP TABLE IF EXISTS ${factTable(cubeId)}`);
    await this.engine.execute(domainId, `DROP TABLE IF EXISTS ${histTable(cubeId)}`);
  }

  async factCount(domainId: string, cubeId: string): Promise<number> {
    const [row] = await this.engine.execute(
      domainId,
      `SELECT count(*)::BIGINT AS n FROM ${factTable(cubeId)}`,
    );
    return Number(row?.n ?? 0);
  }

  factsRelation(cube: CubeShape): string {
    const columns: string[] = [];
    const joins: string[] = [];
    cube.dimensions.forEach((dimension, i) => {
      joins.push(`JOIN ${refTable(dimension.refId)} r${i} ON r${i}.id = f.${dimColumn(i)}`);
      columns.push(`r${i}.code AS c${i}`, `r${i}.name AS n${i}`, `r${i}.path_text AS p${i}`);
    });
    cube.measures.forEach((measure, j) => {
      columns.push(`${factValue(measure, j, this.engine.dialect)} AS v${j}`);
    });
    const ids = cube.dimensions.map((_, i) => `f.${dimColumn(i)}`);
    columns.push(`concat_ws('.', ${ids.join(', ')}) AS k`);
    return `(SELECT ${columns.join(', ')} FROM ${factTable(cube.id)} f ${joins.join(' ')}) AS facts`;
  }

  async columnStatistics(
    domainId: string,
    table: string,
    columns: { name: string; kind: StatisticsKind }[],
  ): Promise<{ rows: number; columns: ColumnStatistics[] }> {
    const quote = (name: string) => this.engine.dialect.quote(name);
    const [stats = {}] = await this.engine.execute(
      domainId,
      columnStatistics(
        quote(table),
        columns.map((c) => ({ column: quote(c.name), kind: c.kind })),
      ),
    );
    const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
    return {
      rows: Number(stats.n ?? 0),
      columns: columns.map((_, i) => ({
        distinct: Number(stats[`d${i}`] ?? 0),
        averageLength:
          stats[`l${i}`] === null || stats[`l${i}`] === undefined ? null : Number(stats[`l${i}`]),
        first: text(stats[`lo${i}`]),
        last: text(stats[`hi${i}`]),
      })),
    };
  }

  async decimalScale(domainId: string, table: string, column: string): Promise<number | undefined> {
    const [row] = await this.engine.execute(
      domainId,
      'SELECT numeric_scale AS s FROM information_schema.columns WHERE table_name = ? AND column_name = ?',
      [table, column],
    );
    return row?.s === null || row?.s === undefined ? undefined : Number(row.s);
  }

  async calendarSpan(
    domainId: string,
    refId: string,
  ): Promise<{ from: number; to: number; leafLevel: number } | undefined> {
    const [span] = await this.engine.execute(domainId, calendarSpan(refTable(refId)));
    if (!span?.lo) return undefined;
    return { from: Number(span.lo), to: Number(span.hi), leafLevel: Number(span.l) };
  }

  upgradeLayout(domainId: string, cube: CubeShape): Promise<void> {
    return upgradeLayout(this.engine, domainId, cube);
  }

  async seedDemoFacts(domainId: string, cube: CubeShape): Promise<number> {
    await this.engine.execute(domainId, demoCubeFacts(cube));
    return this.factCount(domainId, cube.id);
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
    return copyFacts(this.engine, domainId, cube, changeId, copy);
  }

  pivot(
    domainId: string,
    cube: CubeShape,
    request: ParsedPivotRequest,
    options: PivotOptions,
  ): Promise<PivotAnswer> {
    return runPivot(this.engine, domainId, cube, request, options, {
      facts: factTable(cube.id),
      compile: (plan) => compilePivot(plan, this.engine.dialect),
      snapshot: true,
      scaled: true,
    });
  }

  reshapeFacts(domainId: string, cube: CubeShape, next: CubeShape, reshape: FactsReshape): Promise<void> {
    return reshapeFacts(this.engine, domainId, cube, next, reshape);
  }

  loadFacts(domainId: string, cube: CubeShape, load: FactLoad): Promise<FactsLoaded> {
    return loadFacts(this.engine, domainId, cube, load);
  }

  writeCell(domainId: string, cube: CubeShape, changeId: string, write: CellWrite): Promise<WrittenCell> {
    return writeCell(this.engine, domainId, cube, changeId, write);
  }

  writeCells(
    domainId: string,
    cube: CubeShape,
    changeId: string,
    writes: readonly CellWrite[],
  ): Promise<number> {
    return writeCells(this.engine, domainId, cube, changeId, writes);
  }

  undoChange(domainId: string, cube: CubeShape, change: CubeChangeUndo): Promise<number> {
    return undoChange(this.engine, domainId, cube, change);
  }
}
