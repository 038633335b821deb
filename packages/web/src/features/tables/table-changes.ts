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
