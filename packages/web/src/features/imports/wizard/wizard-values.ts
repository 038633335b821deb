import {
  type ImportFormat,
  type ImportMapping,
  type TableColumn,
  type TableColumnType,
  tableIdentifierPattern,
} from '@cubus/shared';
import { warehouseIdentifier } from '../../../lib/warehouse-identifier';
import {
  commaNumber,
  partsFirst,
  partsFirstWithTime,
  pointNumber,
  type WrittenForms,
  yearFirst,
  yearFirstWithTime,
} from './written-forms';

/** The format a file's name suggests; CSV when it says nothing. */
export function guessFormat(fileName: string): ImportFormat {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  if (extension === 'tsv' || extension === 'tab') return 'tsv';
  if (extension === 'xlsx') return 'xlsx';
  if (extension === 'parquet') return 'parquet';
  if (extension === 'json') return 'json';
  if (extension === 'ndjson' || extension === 'jsonl') return 'ndjson';
  return 'csv';
}

/** Formats read with a header line: their column names are discovered by reading that line as data. */
export const hasHeaderLine = (format: ImportFormat) =>
  format === 'csv' || format === 'tsv' || format === 'xlsx';

/** A column name the warehouse takes: letters, digits and `_`, not starting with a digit, ≤ 63. */
export function toIdentifier(name: string, taken: Set<string> = new Set()): string {
  const base = warehouseIdentifier(name, 'column', 'c_');
  let candidate = base;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${base.slice(0, 60)}_${n}`;
  taken.add(candidate);
  return candidate;
}

const int32 = 2 ** 31;

/** The narrowest column type every non-empty sample fits (text when none or nothing else fits). */
export function guessType(
  samples: (string | null | undefined)[],
  written: WrittenForms = {},
): TableColumnType {
  const values = samples.map((v) => (v ?? '').trim()).filter((v) => v !== '');
  if (values.length === 0) return 'text';
  const all = (test: (v: string) => boolean) => values.every(test);
  if (all((v) => /^(true|false)$/i.test(v))) return 'boolean';
  if (all((v) => /^[-+]?\d{1,18}$/.test(v)))
    return all((v) => Math.abs(Number(v)) < int32) ? 'integer' : 'bigint';
  if (written.decimal === ',') {
    if (all((v) => commaNumber.test(v))) return 'double';
  } else if (all((v) => pointNumber.test(v))) return 'double';
  if (written.dates === 'dmy' || written.dates === 'mdy') {
    if (all((v) => partsFirst.test(v))) return 'date';
    if (all((v) => partsFirstWithTime.test(v) || partsFirst.test(v))) return 'timestamp';
    return 'text';
  }
  if (all((v) => yearFirst.test(v))) return 'date';
  if (all((v) => yearFirstWithTime.test(v))) return 'timestamp';
  return 'text';
}

/** What the first read of a source tells: its column names, some values of each, and the types a typed file (Parquet, JSON) has. */
export interface Discovered {
  columns: string[];
  samples: Record<string, (string | null)[]>;
  types: Record<string, TableColumnType>;
}

type PreviewRow = { values: Record<string, unknown> };

const asText = (value: unknown) => (value === null || value === undefined ? null : String(value));

/**
 * Column names and samples from a preview of the source. With `headerAsData` the preview was read
 * without a header, so its first row holds the names (any text, not only identifiers).
 */
export function discoveredOf(
  preview: { columns: { name: string; type?: TableColumnType; source?: string }[]; rows: PreviewRow[] },
  headerAsData: boolean,
): Discovered {
  const raw = preview.columns.map((column) => column.source ?? column.name);
  const [first, ...rest] = preview.rows;
  const names = headerAsData
    ? preview.columns.map((column, index) => asText(first?.values[column.name])?.trim() || `column${index}`)
    : raw;
  const rows = headerAsData ? rest : preview.rows;
  const samples = Object.fromEntries(
    names.map((name, index) => {
      const key = preview.columns[index]?.name ?? name;
      return [name, rows.map((row) => asText(row.values[key]))];
    }),
  );
  // Text sources read everything as text; a typed file's own types come with the preview.
  const types = Object.fromEntries(
    names.flatMap((name, index) => {
      const type = preview.columns[index]?.type;
      return !headerAsData && type && type !== 'text' ? [[name, type]] : [];
    }),
  );
  return { columns: names, samples, types };
}

/** One line of the mapping step. */
export interface MappingLine {
  source: string;
  include: boolean;
  target: string;
  type: TableColumnType;
}

/**
 * The first mapping: into a new table every column with a safe name and its own type (a typed
 * file) or one guessed from its values; into an existing one each column matched by name
 * (case-insensitive), the rest left out.
 */
export function defaultMapping(
  discovered: Discovered,
  existing: TableColumn[] | null,
  written: WrittenForms = {},
): MappingLine[] {
  const taken = new Set<string>();
  return discovered.columns.map((source) => {
    if (existing) {
      const match = existing.find((column) => column.name.toLowerCase() === source.toLowerCase());
      return { source, include: match !== undefined, target: match?.name ?? '', type: match?.type ?? 'text' };
    }
    const target =
      tableIdentifierPattern.test(source) && !taken.has(source) ? source : toIdentifier(source, taken);
    taken.add(target);
    const type = discovered.types[source] ?? guessType(discovered.samples[source] ?? [], written);
    return { source, include: true, target, type };
  });
}

/**
 * A new table's lines with their types guessed again as the file writes numbers and dates (changed
 * in the Format step after the columns were read); what goes where is kept.
 */
export function retyped(lines: MappingLine[], discovered: Discovered, written: WrittenForms): MappingLine[] {
  return lines.map((line) => ({
    ...line,
    type: discovered.types[line.source] ?? guessType(discovered.samples[line.source] ?? [], written),
  }));
}

/** Mapping problems the server would refuse, by line: a missing or bad target, or one fed twice. */
export function mappingProblems(lines: MappingLine[]): Map<number, 'target' | 'twice'> {
  const problems = new Map<number, 'target' | 'twice'>();
  const seen = new Map<string, number>();
  lines.forEach((line, index) => {
    if (!line.include) return;
    if (!tableIdentifierPattern.test(line.target)) problems.set(index, 'target');
    const key = line.target.toLowerCase();
    if (seen.has(key)) problems.set(index, 'twice');
    else seen.set(key, index);
  });
  return problems;
}

/** The mapping to save: included lines only; types only for a new table (an existing one has its own). */
export function mappingOf(lines: MappingLine[], newTable: boolean): ImportMapping {
  return lines
    .filter((line) => line.include)
    .map((line) => ({
      source: line.source,
      target: line.target,
      ...(newTable ? { type: line.type } : {}),
    }));
}
