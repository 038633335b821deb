import type { FieldInfo, QryRow } from '@cubus/shared';
import type { TFunction } from 'i18next';
import { parseNumber } from '../pivot/pivot-format';
import { valueTitle } from './cell-value';

/** Why a pasted cell is refused: stable codes, each with its `grid.paste.errors.<code>` sentence. */
export type PasteErrorCode =
  | 'not_editable'
  | 'required'
  | 'not_a_number'
  | 'not_an_integer'
  | 'not_a_date'
  | 'not_a_datetime'
  | 'not_yes_or_no'
  | 'not_in_list'
  | 'not_json'
  | 'beyond_rows'
  | 'row_not_loaded'
  | 'beyond_columns';

export type ParsedCell = { value: unknown } | { error: PasteErrorCode };

/** A cell of the grid as copied text: numbers in the user's language without grouping, dates ISO. */
export function cellText(value: unknown, field: FieldInfo, language: string, t: TFunction): string {
  if (value === null || value === undefined) return '';
  switch (field.type) {
    case 'number':
    case 'integer':
      return typeof value === 'number'
        ? value.toLocaleString(language, { useGrouping: false, maximumFractionDigits: 15 })
        : String(value);
    case 'boolean':
      return value ? t('grid.yes') : t('grid.no');
    case 'enum':
      return valueTitle(t, String(value), field.valueTitles);
    case 'tags':
      return Array.isArray(value)
        ? value.map((tag) => valueTitle(t, String(tag), field.valueTitles)).join(', ')
        : String(value);
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value);
    default:
      return String(value);
  }
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

/** An `enum` or `tags` value from its code or its title in the user's language (any case). */
function listValue(text: string, field: FieldInfo, t: TFunction): string | undefined {
  const wanted = text.trim().toLowerCase();
  return field.enumValues?.find(
    (code) =>
      code.toLowerCase() === wanted || valueTitle(t, code, field.valueTitles).toLowerCase() === wanted,
  );
}

/**
 * A pasted text as the value of `field`, or why it cannot be: what the grid's editor would accept
 * (numbers in the user's language, dates `YYYY-MM-DD`, yes/no in words or as true/false/1/0, list
 * values by code or title). An empty text clears the cell unless the field is required.
 */
export function parseCell(text: string, field: FieldInfo, language: string, t: TFunction): ParsedCell {
  const trimmed = text.trim();
  if (trimmed === '') return field.required ? { error: 'required' } : { value: null };
  switch (field.type) {
    case 'number':
    case 'integer': {
      const value = parseNumber(trimmed, language);
      if (value === null || Number.isNaN(value)) return { error: 'not_a_number' };
      if (field.type === 'integer' && !Number.isSafeInteger(value)) return { error: 'not_an_integer' };
      return { value };
    }
    case 'boolean': {
      const word = trimmed.toLowerCase();
      if (['true', '1', 'yes', t('grid.yes').toLowerCase()].includes(word)) return { value: true };
      if (['false', '0', 'no', t('grid.no').toLowerCase()].includes(word)) return { value: false };
      return { error: 'not_yes_or_no' };
    }
    case 'date':
      return datePattern.test(trimmed) && isRealDate(trimmed) ? { value: trimmed } : { error: 'not_a_date' };
    case 'datetime': {
      const date = new Date(trimmed);
      return Number.isNaN(date.getTime()) ? { error: 'not_a_datetime' } : { value: date.toISOString() };
    }
    case 'enum': {
      const value = listValue(trimmed, field, t);
      return value === undefined ? { error: 'not_in_list' } : { value };
    }
    case 'tags': {
      const values = trimmed
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => listValue(part, field, t));
      return values.some((v) => v === undefined) ? { error: 'not_in_list' } : { value: values };
    }
    case 'json':
      try {
        return { value: JSON.parse(trimmed) };
      } catch {
        return { error: 'not_json' };
      }
    default:
      return { value: text };
  }
}

/** One refused cell of a paste: where (1-based row of the grid, field) and why. */
export interface PasteProblem {
  row: number;
  field: string;
  text: string;
  code: PasteErrorCode;
}

/** The rows a paste writes: each row's changed values, and the values they replace (its undo). */
export interface PastePlan {
  rows: { row: QryRow; values: Record<string, unknown>; before: Record<string, unknown> }[];
  problems: PasteProblem[];
}

/**
 * What pasting `block` with its top-left at row `top`, field `left` would write, every cell typed and
 * checked first. A single cell pasted onto a larger selection fills it (as spreadsheets do).
 */
export function planPaste(input: {
  block: string[][];
  top: number;
  left: number;
  /** The selection's size, when more than one cell. */
  fill: { rows: number; columns: number } | null;
  rowAt: (index: number) => QryRow | undefined;
  rowCount: number;
  fields: string[];
  fieldOf: (name: string) => FieldInfo | undefined;
  editable: (row: QryRow, field: string) => boolean;
  language: string;
  t: TFunction;
}): PastePlan {
  const { block, top, left, fill } = input;
  const single = block.length === 1 && block[0]?.length === 1;
  const height = single && fill ? fill.rows : block.length;
  const width = single && fill ? fill.columns : (block[0]?.length ?? 0);
  const plan: PastePlan = { rows: [], problems: [] };
  for (let r = 0; r < height; r++) {
    const index = top + r;
    const row = index < input.rowCount ? input.rowAt(index) : undefined;
    const values: Record<string, unknown> = {};
    const before: Record<string, unknown> = {};
    for (let c = 0; c < width; c++) {
      const text = single ? (block[0]?.[0] ?? '') : (block[r]?.[c] ?? '');
      const name = input.fields[left + c];
      const field = name === undefined ? undefined : input.fieldOf(name);
      const problem = (code: PasteErrorCode) =>
        plan.problems.push({ row: index + 1, field: name ?? '', text, code });
      if (!field || !name) {
        problem('beyond_columns');
        continue;
      }
      if (!row) {
        problem(index < input.rowCount ? 'row_not_loaded' : 'beyond_rows');
        continue;
      }
      if (!input.editable(row, name)) {
        problem('not_editable');
        continue;
      }
      const parsed = parseCell(text, field, input.language, input.t);
      if ('error' in parsed) problem(parsed.error);
      else {
        values[name] = parsed.value;
        before[name] = row[name] ?? null;
      }
    }
    if (row && Object.keys(values).length > 0) plan.rows.push({ row, values, before });
  }
  return plan;
}
