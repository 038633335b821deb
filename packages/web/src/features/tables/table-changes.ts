import type { TableAlterStep, TableColumn, TableColumnType } from '@cubus/shared';

/** One column as the alter form holds it: a saved one (`from`) or a new one (`from: null`). */
export interface EditedColumn {
  from: string | null;
  name: string;
  type: TableColumnType;
  nullable: boolean;
  drop: boolean;
}

export const editedColumnsOf = (columns: TableColumn[]): EditedColumn[] =>
  columns.map((column) => ({ ...column, from: column.name, drop: false }));

/**
 * The `alter` steps that turn the saved columns into the edited ones: drops first (a dropped
 * name may be reused), then renames, then additions, in the form's order.
 * @example alterSteps([{from: 'a', name: 'b', …}, {from: null, name: 'c', …}]) // [{rename: {from: 'a', to: 'b'}}, {add: {name: 'c', …}}]
 */
export function alterSteps(edited: EditedColumn[]): TableAlterStep[] {
  const drops = edited.filter((c) => c.from !== null && c.drop).map((c) => ({ drop: c.from as string }));
  const renames = edited
    .filter((c) => c.from !== null && !c.drop && c.name !== c.from)
    .map((c) => ({ rename: { from: c.from as string, to: c.name } }));
  const adds = edited
    .filter((c) => c.from === null && !c.drop && c.name.trim() !== '')
    .map((c) => ({ add: { name: c.name, type: c.type, nullable: c.nullable } }));
  return [...drops, ...renames, ...adds];
}

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** A size in bytes for people: `1.5 MB`, in the user's language. */
export function formatBytes(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
