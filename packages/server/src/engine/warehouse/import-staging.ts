import type { RejectReason, TableColumn, TableColumnType } from '@cubus/shared';
import { AppError } from '../../lib/app-error';

type RejectReasonKey = RejectReason['key'];

/** How a dump of a data source writes NULL: bare, where every value is quoted. */
export const dumpNull = '\\N';

/**
 * A file on the server for the engine to read (an upload, an XLSX converted, a source dumped):
 * a CSV with every column as text, a dump (every value quoted, NULL as a bare `dumpNull`), or
 * Parquet and JSON with the types the file has.
 */
export type ImportFile =
  | {
      format: 'csv';
      path: string;
      header: boolean;
      quote: string;
      encoding: 'utf-8' | 'latin1' | 'utf-16';
      delimiter: string;
    }
  | { format: 'dump'; path: string }
  | { format: 'parquet'; path: string }
  | { format: 'json'; path: string; layout: 'array' | 'lines' };

/** A CSV whose lines do not split alike: a read that finds no header's columns, or lines that mostly disagree with them. */
export const unevenColumns = () =>
  new AppError(
    422,
    'file_columns_uneven',
    'The lines of the file do not split into the same columns with its delimiter and quote',
  );

/** A column of the source as the engine reads it: CSV columns are text. */
export interface SourceColumn {
  name: string;
  /** The engine's own type name. */
  type: string;
  /** The column type a new table gives it, when the engine's type is one of a data table's. */
  columnType: TableColumnType | undefined;
}

/** How a source writes numbers and dates as text (a CSV's options): `1.234,5`, `31.12.2024`. */
export interface WrittenValues {
  decimal: '.' | ',';
  dates: 'ymd' | 'dmy' | 'mdy';
}

/** Where an import's rows go and which source column feeds which target column. */
export interface ImportLayout {
  table: { name: string; columns: TableColumn[]; key: string | null };
  /** How the source's text writes numbers and dates; left out: `1234.5` and `2024-12-31`. */
  written?: WrittenValues;
  /** The target table's metadata when it exists; undefined when the run creates it. */
  existing: object | undefined;
  pairs: { source: string; sourceType: string; target: TableColumn }[];
}

export type ImportMode = 'append' | 'replace' | 'upsert';

/** What a job's committed swap loaded; `tableName` and `columns` of the table it made, if it made one. */
export interface SwappedRun {
  rowsLoaded: number;
  rowsRejected: number;
  tableName: string | null;
  created: boolean;
  columns: TableColumn[];
}

/** A swap's record as both engines keep it (`loaded`, `rejected`, `new_table`, `new_columns` as JSON). */
export function swappedRunOf(record: Record<string, unknown>): SwappedRun {
  const created = record.new_table !== null;
  return {
    rowsLoaded: Number(record.loaded),
    rowsRejected: Number(record.rejected),
    tableName: created ? String(record.new_table) : null,
    created,
    columns: created ? (JSON.parse(String(record.new_columns)) as TableColumn[]) : [],
  };
}

/**
 * A row an import will not load: its line among the data rows, why (`reasons`, and in English
 * `reason`), and the source's values (as text).
 */
export interface RejectedRow {
  line: number;
  reason: string;
  reasons: RejectReason[];
  values: Record<string, string | null>;
}

/**
 * A previewed row: its line, its values as they would land, and why it would be rejected (or
 * null); a CSV line that does not split into the file's columns has its `text` instead of values.
 */
export interface PreviewRow {
  line: number;
  values: Record<string, unknown>;
  error: string | null;
  reasons?: RejectReason[];
  text?: string;
}

/**
 * How the staging's SQL writes a row's reasons in one text (`_reason`): each reason its key and
 * values, parted by unit separators, the reasons by record separators (no JSON functions in the
 * sandboxed warehouse). `decodeReasons` reads it back.
 */
export const reasonParts = { value: 'chr(31)', reason: 'chr(30)' } as const;

/** The values of each reason, in the order the SQL writes them after its key. */
const reasonValues: Record<RejectReasonKey, readonly string[]> = {
  notType: ['column', 'value', 'type'],
  required: ['column'],
  repeated: ['column'],
  exists: ['column'],
  outsideDays: ['column', 'value', 'first', 'last'],
  unevenLine: ['fields', 'columns'],
};

/**
 * SQL: one reason as `_reason` holds it, its values in `reasonValues` order: a text as it is, or
 * an SQL expression (`{ sql }`, its own separators made spaces).
 * @example reasonSql('required', ['amount']) // "'required' || chr(31) || 'amount'"
 */
export function reasonSql(key: RejectReasonKey, values: (string | { sql: string })[]): string {
  const part = (value: string | { sql: string }) =>
    typeof value === 'string'
      ? `'${value.replaceAll("'", "''")}'`
      : `replace(replace(CAST(${value.sql} AS VARCHAR), ${reasonParts.value}, ' '), ${reasonParts.reason}, ' ')`;
  return [`'${key}'`, ...values.map(part)].join(` || ${reasonParts.value} || `);
}

/**
 * A row's reasons from its `_reason` text, and their English words; a text not in that form (a
 * staging table from before reasons had keys) is kept as its words, with no reasons.
 */
export function decodeReasons(text: string): { reasons: RejectReason[]; reason: string } {
  const reasons: RejectReason[] = [];
  for (const item of text.split(String.fromCharCode(30))) {
    const [key = '', ...parts] = item.split(String.fromCharCode(31));
    const names = reasonValues[key as RejectReasonKey];
    if (!names) return { reasons: [], reason: text };
    reasons.push({
      key: key as RejectReasonKey,
      values: Object.fromEntries(names.map((name, i) => [name, parts[i] ?? ''])),
    });
  }
  return { reasons, reason: reasons.map(reasonInEnglish).join('; ') };
}

/** One reason in English, as the API's `reason` says it. */
export function reasonInEnglish({ key, values: v }: RejectReason): string {
  switch (key) {
    case 'notType':
      return `${v.column}: "${v.value}" is not ${v.type === 'integer' ? 'an' : 'a'} ${v.type}`;
    case 'required':
      return `${v.column}: a value is required`;
    case 'repeated':
      return `${v.column}: repeated later in the file`;
    case 'exists':
      return `${v.column}: exists in the table`;
    case 'outsideDays':
      return `${v.column}: ${v.value} is outside the days kept (${v.first} to ${v.last})`;
    case 'unevenLine':
      return `the line has ${v.fields} ${v.fields === 1 ? 'field' : 'fields'} where the file has ${v.columns} columns`;
  }
}

/**
 * One import run's work in the domain's warehouse, on a connection of its own: the source read,
 * cast and judged into a staging table, then swapped into the target in one transaction. The
 * target is untouched until the swap commits; `close` drops the staging table.
 * @example const staging = await warehouse.openImport(domainId, jobId, file); try { … } finally { await staging.close() }
 */
export interface ImportStaging {
  /** What an earlier attempt of this job loaded, when its swap committed. */
  swapped(): Promise<SwappedRun | undefined>;
  /** The source's columns; `firstRows`: as the first rows name them (a preview). */
  describe(firstRows?: number): Promise<SourceColumn[]>;
  /** Reads, casts and judges every row into the staging table → how many rows were read. */
  stage(layout: ImportLayout): Promise<number>;
  /** Rejects keys repeated later in the file (and, appending, keys the table has) → the rows rejected. */
  judgeKeys(layout: ImportLayout, mode: ImportMode): Promise<number>;
  /** The first `limit` rejected rows, their source values read again. */
  rejectedSample(limit: number): Promise<RejectedRow[]>;
  /**
   * The good rows into the target, all at once, with the run's record (a retried job loads
   * nothing twice); `beforeCommit` may still throw to roll it all back.
   */
  swap(
    layout: ImportLayout,
    mode: ImportMode,
    run: SwappedRun & { jobId: string },
    beforeCommit: () => void,
  ): Promise<void>;
  /** The first `limit` rows as they would land in the target, without staging them. */
  preview(layout: ImportLayout, limit: number): Promise<PreviewRow[]>;
  /** Stops the running statement (the run was cancelled). */
  cancel(): void;
  close(): Promise<void>;
}
