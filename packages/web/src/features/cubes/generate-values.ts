import type { MeasureAggregation, TableColumn } from '@cubus/shared';

const numericTypes = new Set(['integer', 'bigint', 'double', 'decimal']);

/** One column's role in the wizard: a dimension (new or existing reference), a measure, or unused. */
export interface ColumnChoice {
  column: string;
  type: string;
  role: 'dimension' | 'measure' | 'none';
  /** A dimension's existing reference; absent: one is made from the column's distinct values. */
  refId?: string;
  aggregation: MeasureAggregation;
}

/** What the wizard proposes for a table: numbers are measures (summed), everything else a dimension. */
export function proposeChoices(columns: TableColumn[]): ColumnChoice[] {
  return columns.map((c) => ({
    column: c.name,
    type: c.type,
    role: numericTypes.has(c.type) ? 'measure' : 'dimension',
    aggregation: 'sum',
  }));
}

export const isNumeric = (type: string) => numericTypes.has(type);

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
        ...(c.column === scenario ? { scenario: true } : {}),
      })),
    measures: choices
      .filter((c) => c.role === 'measure')
      .map((c) => ({ column: c.column, aggregation: c.aggregation })),
  };
}

/** Why the choices cannot be generated yet (an i18n key), or null. */
export function choicesProblem(choices: ColumnChoice[]): string | null {
  if (!choices.some((c) => c.role === 'dimension')) return 'cubes.wizard.needDimension';
  if (!choices.some((c) => c.role === 'measure')) return 'cubes.wizard.needMeasure';
  if (choices.some((c) => c.role === 'measure' && !isNumeric(c.type))) return 'cubes.wizard.measureNotNumber';
  return null;
}
