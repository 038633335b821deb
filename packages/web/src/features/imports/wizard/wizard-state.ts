import type {
  ImportFormat,
  ImportValues,
  importDateOrders,
  importDecimalSigns,
  QryRow,
  Schedule,
  TableColumn,
} from '@cubus/shared';
import type { SourceTarget } from '../../../lib/sources-client';
import { type Discovered, guessFormat, type MappingLine, mappingOf, toIdentifier } from './wizard-values';
import { type WrittenForms, writtenFormsOf } from './written-forms';

export interface FormatOptions {
  delimiter?: string;
  quote?: string;
  encoding: 'utf-8' | 'latin1' | 'utf-16';
  header: boolean;
  /** How a CSV writes numbers and dates, as the user chose (left out: as detected, else `1234.5`, `2024-12-31`). */
  decimal?: (typeof importDecimalSigns)[number];
  dates?: (typeof importDateOrders)[number];
  sheet?: string | number;
}

/** A data table the wizard may load into, with what the mapping checks against. */
export type TableChoice = { id: string; name: string; columns: TableColumn[]; key: string | null };

export type WizardTarget = { kind: 'new'; name: string } | { kind: 'existing'; tableId: string };

/** A data source to read, and its table or query once chosen. */
export interface WizardSource {
  id: string;
  name: string;
  type: string;
  target: SourceTarget | null;
}

/** Everything the wizard collects; saved as an import's values. */
export interface WizardState {
  /** Where the rows come from: an uploaded file or a data source's table or query. */
  from: 'file' | 'datasource';
  file: { id: string; name: string } | null;
  datasource: WizardSource | null;
  format: ImportFormat;
  options: FormatOptions;
  /** How the file's sample writes numbers and dates, found when its columns were read. */
  detected: WrittenForms;
  target: WizardTarget;
  lines: MappingLine[];
  mode: 'append' | 'replace' | 'upsert';
  onError: 'reject' | 'fail';
  maxRejected: number;
  name: string;
  /** Set in the last step (preview), with the mode, the policy and the name. */
  schedule: Schedule | null;
}

export type WizardPatch = (next: Partial<WizardState>) => void;

export const blankWizard: WizardState = {
  from: 'file',
  file: null,
  datasource: null,
  format: 'csv',
  options: { encoding: 'utf-8', header: true },
  detected: {},
  target: { kind: 'new', name: '' },
  lines: [],
  mode: 'append',
  onError: 'reject',
  maxRejected: 1000,
  name: '',
  schedule: null,
};

type SavedSource = {
  fileId?: string;
  format?: ImportFormat;
  options?: FormatOptions;
  datasourceId?: string;
  schema?: string;
  table?: string;
  query?: string;
};

/** A saved data-source source's table or query. */
function savedTarget(source: SavedSource): SourceTarget | null {
  if (source.query) return { query: source.query };
  return source.table ? { schema: source.schema ?? '', table: source.table } : null;
}
type SavedTarget = { tableId?: string; newTable?: string };

/**
 * A saved import back in the wizard; the file's name comes from the files list, the data source's
 * name and type from the sources list.
 */
export function wizardOf(
  row: QryRow,
  fileName: string | null,
  tables: { id: string; columns: unknown }[],
  sources: { id: string; name: string; type: string }[] = [],
): WizardState {
  const source = (row.source ?? {}) as SavedSource;
  const target = (row.target ?? {}) as SavedTarget;
  const mapping = (row.mapping ?? []) as { source: string; target: string; type?: TableColumn['type'] }[];
  const policy = (row.policy ?? {}) as { onError?: 'reject' | 'fail'; maxRejected?: number };
  const existing = tables.find((table) => table.id === target.tableId);
  const columns = (existing?.columns ?? []) as TableColumn[];
  const datasource = sources.find((one) => one.id === source.datasourceId);
  return {
    from: source.datasourceId ? 'datasource' : 'file',
    file: source.fileId ? { id: source.fileId, name: fileName ?? source.fileId } : null,
    datasource: source.datasourceId
      ? {
          id: source.datasourceId,
          name: datasource?.name ?? source.datasourceId,
          type: datasource?.type ?? '',
          target: savedTarget(source),
        }
      : null,
    format: source.format ?? 'csv',
    // A saved import reads numbers and dates as it was saved: nothing detected replaces that.
    options: { decimal: '.', dates: 'ymd', ...blankWizard.options, ...source.options },
    detected: {},
    target: target.tableId
      ? { kind: 'existing', tableId: target.tableId }
      : { kind: 'new', name: target.newTable ?? '' },
    lines: mapping.map((pair) => ({
      source: pair.source,
      include: true,
      target: pair.target,
      type: pair.type ?? columns.find((column) => column.name === pair.target)?.type ?? 'text',
    })),
    mode: (row.mode as WizardState['mode']) ?? 'append',
    onError: policy.onError ?? 'reject',
    maxRejected: policy.maxRejected ?? 1000,
    name: String(row.name ?? ''),
    schedule: (row.schedule as Schedule | null | undefined) ?? null,
  };
}

/** An import's source when it is an uploaded file. */
type FileSource = Extract<ImportValues['source'], { fileId: string }>;

/** How the file is read to write numbers and dates: as the user chose, else as its sample showed. */
export function writtenOf(state: WizardState): WrittenForms {
  const decimal = state.options.decimal ?? state.detected.decimal;
  const dates = state.options.dates ?? state.detected.dates;
  return { ...(decimal ? { decimal } : {}), ...(dates ? { dates } : {}) };
}

/**
 * The columns of a CSV or TSV read: how its sample writes numbers and dates kept as detected, to
 * read it so where the user chose nothing. Other formats carry their own types.
 */
export function columnsRead(state: WizardState, discovered: Discovered): WizardState {
  const csv = state.from === 'file' && (state.format === 'csv' || state.format === 'tsv');
  const detected = csv ? writtenFormsOf(Object.values(discovered.samples).flat()) : {};
  return { ...state, detected };
}

/** A file's source as the server reads it: options only where the format has them. */
export function fileSourceOf(state: WizardState, headerAsData = false): FileSource {
  const { format, options } = state;
  const { decimal, dates } = writtenOf(state);
  const csv = format === 'csv' || format === 'tsv';
  const header = headerAsData ? false : options.header;
  return {
    fileId: state.file?.id ?? '',
    format,
    options: {
      encoding: csv ? options.encoding : 'utf-8',
      header,
      ...(csv && options.delimiter ? { delimiter: options.delimiter } : {}),
      ...(csv && options.quote ? { quote: options.quote } : {}),
      ...(csv && decimal === ',' ? { decimal } : {}),
      ...(csv && dates && dates !== 'ymd' ? { dates } : {}),
      ...(format === 'xlsx' && options.sheet !== undefined && options.sheet !== ''
        ? { sheet: options.sheet }
        : {}),
    },
  };
}

/** The source as the server reads it: the file (see `fileSourceOf`), or the data source's table or query. */
export function sourceOf(state: WizardState, headerAsData = false): ImportValues['source'] {
  if (state.from === 'file') return fileSourceOf(state, headerAsData);
  const target = state.datasource?.target;
  const datasourceId = state.datasource?.id ?? '';
  if (!target) return { datasourceId };
  if ('query' in target) return { datasourceId, query: target.query };
  return { datasourceId, ...(target.schema ? { schema: target.schema } : {}), table: target.table };
}

/** Whether the first step has what the wizard reads: a file, or a source with a table or query. */
/** A file chosen (or uploaded): its format guessed, and the import and a new table named after it when unnamed. */
export function fileChosen(state: WizardState, file: { id: string; name: string }): WizardState {
  const base = file.name.replace(/\.[^.]+$/, '');
  return {
    ...state,
    file,
    format: guessFormat(file.name),
    // Another file's sample tells nothing of this one's.
    detected: {},
    name: state.name || base,
    target:
      state.target.kind === 'new' && !state.target.name
        ? { kind: 'new', name: toIdentifier(base) }
        : state.target,
  };
}

/** A data source's table or query chosen: the import and a new table named after it when unnamed. */
export function targetChosen(state: WizardState, target: SourceTarget): WizardState {
  if (!state.datasource) return state;
  const base = 'table' in target ? target.table : state.datasource.name;
  return {
    ...state,
    datasource: { ...state.datasource, target },
    name: state.name || base,
    target:
      state.target.kind === 'new' && !state.target.name
        ? { kind: 'new', name: toIdentifier(base) }
        : state.target,
  };
}

export const sourceChosen = (state: WizardState) =>
  state.from === 'file' ? state.file !== null : !!state.datasource?.target;

export function targetOf(state: WizardState): ImportValues['target'] {
  return state.target.kind === 'new' ? { newTable: state.target.name } : { tableId: state.target.tableId };
}

/** The import's values as `/api/qry` create and update take them. */
export function valuesOf(state: WizardState): ImportValues {
  return {
    name: state.name.trim(),
    description: '',
    source: sourceOf(state),
    target: targetOf(state),
    mapping: mappingOf(state.lines, state.target.kind === 'new'),
    mode: state.mode,
    policy: { onError: state.onError, maxRejected: state.maxRejected },
    schedule: state.schedule,
  };
}
