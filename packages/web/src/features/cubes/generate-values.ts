import type { MeasureAggregation, TableColumn } from '@cubus/shared';
import { type DeclaredType, declaredOfColumn, isCount } from './measure-types';

const numericTypes = new Set(['integer', 'bigint', 'double', 'decimal']);
const dateTypes = new Set(['date', 'timestamp']);

/** One column's role in the wizard: a dimension (new or existing reference), a measure, or unused. */
export interface ColumnChoice {
  column: string;
  type: string;
  role: 'dimension' | 'measure' | 'none';
  /** A dimension's existing reference; absent: one is made from the column's distinct values. */
  refId?: string;
  /** With `refId`: values that are not members become new ones (else their rows are rejected). */
  addMembers?: boolean;
  aggregation: MeasureAggregation;
  /** A measure's type, as its column's kind of number at first. */
  declared?: DeclaredType;
}

/** What the wizard proposes for a table: numbers are measures (summed), everything else a dimension. */
export function proposeChoices(columns: TableColumn[]): ColumnChoice[] {
  return columns.map((c) => ({
    column: c.name,
    type: c.type,
    role: numericTypes.has(c.type) ? 'measure' : 'dimension',
    aggregation: 'sum',
    ...(numericTypes.has(c.type) ? { declared: declaredOfColumn(c.type) } : {}),
  }));
}

export const isNumeric = (type: string) => numericTypes.has(type);

/** A date column on a calendar is matched to its periods: no new members can come of it. */
export const matchesPeriods = (columnType: string, refKind: string | undefined) =>
  refKind === 'time' && dateTypes.has(columnType);

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
        ...(c.refId ? { refId: c.refId } : {}),
        ...(c.refId && c.addMembers ? { addMembers: true } : {}),
        ...(c.column === scenario ? { scenario: true } : {}),
      })),
    measures: choices
      .filter((c) => c.role === 'measure')
      .map((c) => ({
        column: c.column,
        aggregation: c.aggregation,
        ...(c.declared && !isCount(c.aggregation) ? c.declared : {}),
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
