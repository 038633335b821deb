import type { FieldInfo, QryRow, ValueType } from '@cubus/shared';
import {
  type ColumnDef,
  columnOrderingFeature,
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import type { GridState } from './grid-state';

/** The table features the grid uses: its rows come from the server, so only the column model is local. */
export const gridFeatures = tableFeatures({
  columnVisibilityFeature,
  columnOrderingFeature,
  columnSizingFeature,
  columnResizingFeature,
});
export type GridFeatures = typeof gridFeatures;
export type GridColumnDef = ColumnDef<GridFeatures, QryRow>;

const widthOf: Partial<Record<ValueType, number>> = {
  boolean: 100,
  integer: 110,
  number: 130,
  date: 130,
  datetime: 190,
  uuid: 290,
  tags: 180,
  text: 200,
};

/** One column per schema field; the cell renders in the grid, so the defs carry ids, titles and sizes. */
export function columnsOf(fields: FieldInfo[], titleOf: (field: FieldInfo) => string): GridColumnDef[] {
  return fields.map((field) => ({
    id: field.name,
    accessorFn: (row: QryRow) => row[field.name],
    header: titleOf(field),
    size: widthOf[field.type] ?? 200,
    minSize: 50,
    maxSize: 2000,
  }));
}

const noRows: QryRow[] = [];

/**
 * The grid's column model: the visible fields in their order and widths; a resized column's width
 * goes to `onWidths` (as an updater of the previous widths). The rows never live in the table.
 */
export function useGridTable(
  fields: FieldInfo[],
  state: GridState,
  titleOf: (field: FieldInfo) => string,
  onWidths: (update: (previous: GridState['widths']) => GridState['widths']) => void,
) {
  const columns = useMemo(() => columnsOf(fields, titleOf), [fields, titleOf]);
  const columnVisibility = useMemo(
    () => Object.fromEntries(fields.map((field) => [field.name, state.fields.includes(field.name)])),
    [fields, state.fields],
  );
  return useTable({
    features: gridFeatures,
    columns,
    data: noRows,
    columnResizeMode: 'onChange',
    enableColumnResizing: true,
    state: { columnVisibility, columnOrder: state.fields, columnSizing: state.widths },
    onColumnSizingChange: (updater) =>
      onWidths((previous) => (typeof updater === 'function' ? updater(previous) : updater)),
  });
}
