import type {
  ColumnReason,
  ColumnSuggestion,
  MeasureAggregation,
  NumberFormatSpec,
  TableColumnType,
  TimeLevel,
} from '@cubus/shared';
import { captionOf } from './captions';
import { type DeclaredType, declaredOfColumn, isCount } from './measure-types';

const numericTypes = new Set(['integer', 'bigint', 'double', 'decimal']);
const dateTypes = new Set(['date', 'timestamp']);

/** One column's role in the wizard: a dimension (new or existing reference), a measure, or unused. */
export interface ColumnChoice {
  column: string;
  type: string;
  /** What people read for it: its name in words at first, edited freely. */
  caption: string;
  role: 'dimension' | 'measure' | 'none';
  /** Why it was proposed so, and how many distinct values it has. */
  reason: ColumnReason;
  distinct: number;
  /** A dimension's existing reference; absent: one is made from the column's values (or a calendar). */
  refId?: string;
  /** With `refId`: values that are not members become new ones (else their rows are rejected). */
  addMembers?: boolean;
  /** A date's years and the calendars covering them, as proposed. */
  calendar?: ColumnSuggestion['calendar'];
  /** Without `refId`: a new calendar down to this level instead of a reference of the values. */
  newCalendar?: TimeLevel;
  aggregation: MeasureAggregation;
  /** A measure's type, as its column's kind of number at first. */
  declared?: DeclaredType;
  /** A measure's number format (none: automatic). */
  format?: NumberFormatSpec | null;
}

/**
 * What the wizard proposes from the server's statistics: few-valued columns as dimensions, numbers
 * as summed measures, identifiers and free text left out, a date as a calendar down to its days
 * (one covering its years down to days is reused), captions from the names.
 */
export function proposeChoices(suggestions: ColumnSuggestion[]): ColumnChoice[] {
  return suggestions.map((s) => {
    const reuse = s.calendar?.refs.find((r) => r.level === 'day')?.id;
    return {
      column: s.column,
      type: s.type,
      caption: captionOf(s.column),
      role: s.role,
      reason: s.reason,
      distinct: s.distinct,
      aggregation: 'sum',
      ...(numericTypes.has(s.type) ? { declared: declaredOfColumn(s.type as TableColumnType) } : {}),
      ...(s.calendar ? { calendar: s.calendar, ...(reuse ? { refId: reuse } : { newCalendar: 'day' }) } : {}),
    };
  });
}

export const isNumeric = (type: string) => numericTypes.has(type);

/** A date column on a calendar is matched to its periods: no new members can come of it. */
export const matchesPeriods = (columnType: string, refKind: string | undefined) =>
  refKind === 'time' && dateTypes.has(columnType);

/** The reference picker's value of a choice: an existing reference, a new calendar, or '' (from values). */
export const referenceValue = (choice: ColumnChoice) =>
  choice.refId ?? (choice.newCalendar ? `calendar:${choice.newCalendar}` : '');

/** A choice with the reference picker's value applied. */
export function withReference(choice: ColumnChoice, value: string): ColumnChoice {
  const { refId: _ref, newCalendar: _calendar, addMembers: _add, ...rest } = choice;
  if (value.startsWith('calendar:')) return { ...rest, newCalendar: value.slice(9) as TimeLevel };
  return value ? { ...rest, refId: value } : rest;
}

const captionPart = (choice: ColumnChoice) =>
  choice.caption.trim() ? { caption: choice.caption.trim() } : {};

/**
 * The `/api/cubes/generate` body of the wizard's choices; the scenario is one of the dimensions.
 * @example generateRequestOf('Sales', tableId, choices, 'scenario')
 */
export function generateRequestOf(
  name: string,
  tableId: string,
  choices: ColumnChoice[],
  scenario: string | null,
) {
  return {
    name,
    tableId,
    dimensions: choices
      .filter((c) => c.role === 'dimension')
      .map((c) => ({
        column: c.column,
        ...captionPart(c),
        ...(c.refId ? { refId: c.refId } : c.newCalendar ? { calendar: c.newCalendar } : {}),
        ...(c.refId && c.addMembers ? { addMembers: true } : {}),
        ...(c.column === scenario ? { scenario: true } : {}),
      })),
    measures: choices
      .filter((c) => c.role === 'measure')
      .map((c) => ({
        column: c.column,
        ...captionPart(c),
        aggregation: c.aggregation,
        ...(c.declared && !isCount(c.aggregation) ? c.declared : {}),
        ...(c.format ? { format: c.format } : {}),
      })),
  };
}

/** Why the choices cannot be generated yet (an i18n key), or null. */
export function choicesProblem(choices: ColumnChoice[]): string | null {
  if (!choices.some((c) => c.role === 'dimension')) return 'cubes.wizard.needDimension';
  if (!choices.some((c) => c.role === 'measure')) return 'cubes.wizard.needMeasure';
  if (choices.some((c) => c.role === 'measure' && !isNumeric(c.type))) return 'cubes.wizard.measureNotNumber';
  return null;
}
