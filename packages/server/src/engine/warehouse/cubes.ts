import type { CubeDimension, CubeMeasure, ParsedPivotRequest, PivotAnswer } from '@cubus/shared';
import { AppError } from '../../lib/app-error';

/** A cube as the warehouse keeps its facts: its id, its dimensions (each over a reference) and measures. */
export interface CubeShape {
  id: string;
  dimensions: CubeDimension[];
  measures: CubeMeasure[];
}

/** A dimension by name → its index, or 400 `unknown_field` at `path`. */
export function dimIndex(cube: CubeShape, name: string, path: string): number {
  const index = cube.dimensions.findIndex((d) => d.name === name);
  if (index < 0) throw new AppError(400, 'unknown_field', `No dimension "${name}"`, { path });
  return index;
}

/** A measure by name → its index, or 400 `unknown_field` at `path`. */
export function measureIndex(cube: CubeShape, name: string, path: string): number {
  const index = cube.measures.findIndex((m) => m.name === name);
  if (index < 0) throw new AppError(400, 'unknown_field', `No measure "${name}"`, { path });
  return index;
}

/** A number where the measure cannot keep it as written: 400 `measure_not_writable`. */
export function notWritable(measure: CubeMeasure, consolidated: boolean): AppError {
  return new AppError(
    400,
    'measure_not_writable',
    consolidated
      ? `${measure.name} (${measure.aggregation}) takes values at its leaf cells only`
      : `${measure.name} (${measure.aggregation}) is worked out from the facts and cannot be written`,
    { path: 'measure', aggregation: measure.aggregation },
  );
}

/** The same error, saying which cell of a pasted block it is about (the console points at it). */
export function withCell(error: AppError, cell: number): AppError {
  const details = typeof error.details === 'object' && error.details !== null ? error.details : {};
  return new AppError(error.status, error.code, error.message, { ...details, cell });
}

/** What a column's statistics read: `text` its average length too, `date` its first and last value. */
export type StatisticsKind = 'text' | 'date' | 'other';

/** A column's statistics: distinct values (no NULL), for text the average length, for a date its first and last value (ISO text). */
export interface ColumnStatistics {
  distinct: number;
  averageLength: number | null;
  first: string | null;
  last: string | null;
}

/**
 * How a change of a cube's structure reshapes its facts: a measure added (empty), removed, or
 * converted to another type or way of keeping; a dimension removed (its facts folded over it
 * (`aggregate`), or only those of one member kept, a consolidated one's leaves folded; `time`: it
 * is the dimension `last` follows), or added (the facts go to its leaf member `member`, required
 * when there are facts). A member by code: 400 `member_not_found`, `member_not_leaf`,
 * `member_inactive`, `member_required` at `change.member` / `change.keep.member`.
 */
export type FactsReshape =
  | { op: 'add-measure'; measure: CubeMeasure }
  | { op: 'remove-measure'; index: number }
  | { op: 'convert-measure'; index: number; to: CubeMeasure }
  | { op: 'remove-dimension'; index: number; keep: 'aggregate' | { member: string }; time: boolean }
  | { op: 'add-dimension'; refId: string; member?: string | undefined };

/**
 * How a pivot runs: the most cells it may have (estimated from the members on each axis before
 * any fact is read: 400 `pivot_too_large`), its time limit (408 `pivot_timeout`), and the
 * dimension whose member order `last` follows.
 */
export interface PivotOptions {
  maxCells: number;
  timeoutMs: number;
  timeDimension: number;
}

/**
 * What a load does with a source value that is not a member of its dimension's reference: add it
 * as a root (a reference the generate made from the values), add it under the load's parent (the
 * operator chose "add new members"), or reject the row (`unknown_member`).
 */
export type NewMembers = 'root' | 'under-parent' | 'reject';

/**
 * A load of a cube's facts from a data table of the domain: per dimension the source column, whether
 * it is matched as a calendar's period (a date or timestamp on a time reference: its leaf level's
 * code; such members are never added) and what a value that is no member does; per measure the
 * source column; the member new members go under when added `under-parent`.
 */
export interface FactLoad {
  table: string;
  dimensions: { column: string; calendar: boolean; newMembers: NewMembers }[];
  measures: string[];
  parent: { code: string; name: string };
}

/** A rejected source row: its line, why, which dimension and value, and its columns as text. */
export interface RejectedFactRow {
  line: number;
  reason: 'unknown_member' | 'member_not_leaf';
  dimension: string;
  value: string | null;
  values: Record<string, string | null>;
}

/** Members a load added to one dimension's reference: how many, under which parent, the reference's new count. */
export interface GrownDimension {
  dimension: string;
  parent: string | null;
  count: number;
  refId: string;
  members: number;
}

/** What a load did: source rows read and rejected, facts written, references grown, the first rejected rows. */
export interface FactsLoaded {
  rowsRead: number;
  rowsRejected: number;
  factsWritten: number;
  grown: GrownDimension[];
  rejected: RejectedFactRow[];
}

/**
 * A write of one cell: measure `measure` (its index) at `coords` (dimension name → member code; a
 * dimension left out means all its members), `value` the decimal text of a number the measure's
 * type holds, or null to clear the cell.
 */
export interface CellWrite {
  measure: number;
  coords: Record<string, string>;
  value: string | null;
}

/** What a write did: cells written, the cell's sum before, and the named members (for the Ribbon). */
export interface WrittenCell {
  cells: number;
  oldValue: number | null;
  cell: { dimension: string; member: string; code: string | undefined }[];
}

/**
 * A Copy Scenario: the facts of the scenario dimension's member `from`, under the filter's members
 * (dimension name → member codes), times `factor` rounded to each measure's type, replace those of
 * `to` in the same scope. The cube has a scenario dimension and the filter names known dimensions.
 */
export interface ScenarioCopy {
  from: string;
  to: string;
  filter: Record<string, string[]>;
  factor: number;
}

/**
 * Where a copy wrote, kept with the change for its undo: the target scenario member's id and the
 * filter's members as spans of member positions per dimension name.
 */
export interface CopiedScope {
  toId: number;
  spans: Record<string, [number, number][]>;
}

/** The cube's latest change to undo: its id, and where it wrote when it was a copy. */
export interface CubeChangeUndo {
  id: string;
  copied?: CopiedScope;
}

/**
 * The cubes' part of the warehouse, in the product's words: a cube's facts (one row per leaf
 * coordinate, each measure's value) and its undo history, kept by the engine as it likes. Cells are
 * named by members' codes and values by their decimal text; no SQL passes either way, but for the
 * relation the qry compiler reads (`factsRelation`).
 * @example await app.warehouse.cubes.createFacts(domainId, cube)
 */
export interface CubeWarehouse {
  /** The empty facts and history of a new cube. */
  createFacts(domainId: string, cube: CubeShape): Promise<void>;
  /** Drops a cube's facts and history (none: nothing happens). */
  dropFacts(domainId: string, cubeId: string): Promise<void>;
  /** How many facts the cube has. */
  factCount(domainId: string, cubeId: string): Promise<number>;
  /**
   * The facts joined to their members, a relation aliased `facts` for a `FROM`, as Show Records
   * reads it: per dimension `i` its member's code `c<i>`, name `n<i>` and path `p<i>`; per measure
   * `j` its value at the fact `v<j>` (an average its sum over its count); the fact's key `k`, its
   * member ids joined by dots.
   */
  factsRelation(cube: CubeShape): string;

  /** A data table's rows and its columns' statistics in one scan, as a cube's proposal reads them. */
  columnStatistics(
    domainId: string,
    table: string,
    columns: { name: string; kind: StatisticsKind }[],
  ): Promise<{ rows: number; columns: ColumnStatistics[] }>;
  /** A decimal column's scale as the warehouse holds it (none: not known). */
  decimalScale(domainId: string, table: string, column: string): Promise<number | undefined>;
  /**
   * A time reference's first and last year (its roots' codes) and its leaves' level (0 year …
   * 3 day); none when it has no members.
   */
  calendarSpan(
    domainId: string,
    refId: string,
  ): Promise<{ from: number; to: number; leafLevel: number } | undefined>;

  /**
   * Brings a cube's facts and undo history kept before measures had declared types (one double
   * per measure) to its measures' types, in one transaction; a cube without facts: nothing.
   */
  upgradeLayout(domainId: string, cube: CubeShape): Promise<void>;
  /**
   * The demo cube's facts from the demo's `sales` table (`Warehouse.seedDemoSales`): each
   * dimension's member is the code in the column of its name, the measures are `amount` and
   * `quantity` → the fact count.
   */
  seedDemoFacts(domainId: string, cube: CubeShape): Promise<number>;

  /**
   * How many cells a copy would replace in the target and write there; nothing changes. An
   * unknown scenario or filter member is 400 `member_not_found`, an inactive target 400 `member_inactive`.
   */
  previewCopy(
    domainId: string,
    cube: CubeShape,
    copy: ScenarioCopy,
  ): Promise<{ replaced: number; copied: number }>;
  /**
   * The copy in one transaction, the target's old cells kept under `changeId` for undo → the
   * cells written and where. Errors as `previewCopy`; facts of another shape 409 `conflict`.
   */
  copyScenario(
    domainId: string,
    cube: CubeShape,
    changeId: string,
    copy: ScenarioCopy,
  ): Promise<{ cells: number; copied: CopiedScope }>;
  /**
   * A pivot of the cube (names checked against it, members by code), read in one snapshot of a
   * session without the server's rights: totals of the request's measures per row and column
   * member, headers and cells laid out.
   */
  pivot(
    domainId: string,
    cube: CubeShape,
    request: ParsedPivotRequest,
    options: PivotOptions,
  ): Promise<PivotAnswer>;
  /**
   * The facts rebuilt for the cube's new structure `next` as `reshape` says, in one transaction;
   * the undo history starts empty (undo stops at a change of structure).
   */
  reshapeFacts(domainId: string, cube: CubeShape, next: CubeShape, reshape: FactsReshape): Promise<void>;
  /**
   * Replaces the cube's facts from a data table in one transaction (a failure leaves the facts and
   * the references as they were): new members per dimension as its `newMembers` says, rows whose
   * values find no leaf member rejected (the first 1,000 listed), then one fact per coordinate, the
   * rows of a coordinate folded by each measure's aggregation. A value a measure cannot hold (past
   * its precision) is 400 `invalid_value` at `measures`, and nothing is written.
   */
  loadFacts(domainId: string, cube: CubeShape, load: FactLoad): Promise<FactsLoaded>;
  /**
   * Writes one cell in one transaction, the old cells kept under `changeId` for undo: a leaf
   * stores the value; a consolidated cell of a `sum` measure spreads it over its active leaves in
   * proportion to their values, equally when those are all empty or zero, rounded to the
   * measure's type with the remainder on the largest leaf; null clears. 400 `version_required`,
   * `member_not_found`, `member_inactive`, `no_leaves`, `measure_not_writable` (a consolidated
   * cell of a leaf-only measure), `pivot_too_large` (too many leaves to share equally); 409 `conflict`.
   */
  writeCell(domainId: string, cube: CubeShape, changeId: string, write: CellWrite): Promise<WrittenCell>;
  /**
   * Writes a pasted block of leaf cells in one transaction under one change: each as `writeCell`
   * does for a leaf, a cell over several leaves refused (`cell_not_leaf`, never spread), and a
   * refused cell leaves nothing written, its error's details naming the cell by index → how many
   * cells were written.
   */
  writeCells(
    domainId: string,
    cube: CubeShape,
    changeId: string,
    writes: readonly CellWrite[],
  ): Promise<number>;
  /** Undoes the change in one transaction: its cells go and the old ones come back → how many cells the undo changed (one the change filled from empty too). */
  undoChange(domainId: string, cube: CubeShape, change: CubeChangeUndo): Promise<number>;
}
