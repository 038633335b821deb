import { type Column, columnTitle, type FieldInfo, type QryRow } from '@cubus/shared';
import type { ReactTable } from '@tanstack/react-table';
import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAggregateWords } from './aggregate-words';
import type { GridState } from './grid-state';
import type { GridFeatures } from './grid-table';

export const controlsWidth = 76;
export const groupWidth = 180;

type Header = ReturnType<ReactTable<GridFeatures, QryRow>['getHeaderGroups']>[number]['headers'][number];

/**
 * The grid's columns: grouped, the group and aggregate columns, then the rows' own (`detail`);
 * ungrouped, every visible column and the row actions. `width` is the whole table's.
 */
export function columnLayout(
  headers: Header[],
  groupColumns: Column[] | null,
  groups: string[],
  actionsWidth: number,
) {
  if (!groupColumns)
    return {
      detail: [],
      width: controlsWidth + headers.reduce((sum, header) => sum + header.getSize(), 0) + actionsWidth,
    };
  const detail = headers
    .filter((header) => !groups.includes(header.column.id))
    .map((header) => ({
      name: header.column.id,
      width: header.getSize(),
      title: String(header.column.columnDef.header),
    }));
  const width =
    controlsWidth + groupColumns.length * groupWidth + detail.reduce((sum, field) => sum + field.width, 0);
  return { detail, width };
}

/** The header row: select-all, then a sortable, resizable header per visible column (or per group column). */
export function GridHeader({
  table,
  state,
  grouped,
  fieldOf,
  titleOf,
  onSort,
  selectAll,
  actions,
}: {
  table: ReactTable<GridFeatures, QryRow>;
  state: GridState;
  /** Grouped: the group and aggregate columns, then the rows' own columns. */
  grouped: { columns: Column[]; detail: { name: string; width: number; title: string }[] } | null;
  fieldOf: Map<string, FieldInfo>;
  titleOf: (field: FieldInfo) => string;
  onSort: (field: string) => void;
  selectAll: { checked: boolean; indeterminate: boolean; onChange: (checked: boolean) => void } | null;
  /** The rows' own controls column, when the screen has one. */
  actions?: { width: number; title?: string } | undefined;
}) {
  const { t } = useTranslation();
  const aggregates = useAggregateWords();
  // A group column and the field an aggregate is of keep their fields' titles: `sum_rows` → "Sum of Rows".
  const fieldTitle = (name: string) => {
    const field = fieldOf.get(name);
    return field ? titleOf(field) : name;
  };
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  return (
    <thead className="grid-head">
      <tr aria-rowindex={1} className="grid-row grid-row--head">
        <th className="grid-cell grid-cell--controls" style={{ width: controlsWidth }}>
          {selectAll && (
            <Checkbox
              aria-label={t('grid.selectAll')}
              checked={selectAll.checked}
              indeterminate={selectAll.indeterminate}
              onChange={(event) => selectAll.onChange(event.target.checked)}
            />
          )}
        </th>
        {grouped
          ? [
              ...grouped.columns.map((column) => (
                <th key={column.name} className="grid-cell grid-cell--head" style={{ width: groupWidth }}>
                  {columnTitle(column, aggregates, fieldTitle)}
                </th>
              )),
              ...grouped.detail.map((field) => (
                <th
                  key={`detail-${field.name}`}
                  className="grid-cell grid-cell--head"
                  style={{ width: field.width }}
                >
                  {field.title}
                </th>
              )),
            ]
          : headers.map((header) => {
              const sort = state.sorts.find((s) => s.field === header.column.id);
              const title = String(header.column.columnDef.header);
              return (
                <th
                  key={header.id}
                  className="grid-cell grid-cell--head"
                  style={{ width: header.getSize() }}
                  aria-sort={sort ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {fieldOf.get(header.column.id)?.sortable ? (
                    <button
                      type="button"
                      className="grid-head__sort"
                      onClick={() => onSort(header.column.id)}
                    >
                      {title}
                      {sort ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                    </button>
                  ) : (
                    <span>{title}</span>
                  )}
                  <span
                    aria-hidden
                    className={`grid-head__resizer${header.column.getIsResizing() ? ' is-resizing' : ''}`}
                    onMouseDown={header.getResizeHandler()}
                    onTouchStart={header.getResizeHandler()}
                  />
                </th>
              );
            })}
        {actions && (
          <th className="grid-cell grid-cell--head" style={{ width: actions.width }}>
            {actions.title ?? t('common.actions')}
          </th>
        )}
      </tr>
    </thead>
  );
}
