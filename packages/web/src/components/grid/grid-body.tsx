import type { Column, FieldInfo, QryRow, SchemaAnswer } from '@cubus/shared';
import type { ReactTable } from '@tanstack/react-table';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellValue } from './cell-value';
import { type GroupLineProps, GroupLineRow } from './grid-group-line';
import { columnLayout, GridHeader } from './grid-header';
import { onGridKey } from './grid-keys';
import { GridRow, type RowActions } from './grid-row';
import { allRows, isSelected, noSelection, type Selection, selectedCount, toggled } from './grid-selection';
import type { GridState } from './grid-state';
import type { GridFeatures } from './grid-table';
import type { GroupLine } from './grouped-rows';
import { maxScrollHeight } from './scroll-scale';
import { useScaledVirtualizer } from './use-scaled-virtualizer';
import type { useWindowedRows } from './use-windowed-rows';
import { ValueEditor } from './value-editor';

export interface GridBodyProps {
  label: string;
  table: ReactTable<GridFeatures, QryRow>;
  schema: SchemaAnswer;
  state: GridState;
  rowHeight: number;
  windowed: ReturnType<typeof useWindowedRows>;
  grouped: {
    loading: boolean;
    failed: boolean;
    columns: Column[];
    lines: GroupLine[];
    groupCount: number;
    onToggle: (key: string) => void;
    onMore: (key: string) => void;
  } | null;
  selection: Selection;
  onSelection: (selection: Selection) => void;
  /** Opens a row (Enter, its open button); without it rows do not open. */
  onOpen: ((row: QryRow) => void) | undefined;
  /** The row open button's tooltip: what opening shows. */
  openTitle: string;
  /** The open button's name for row `n`. */
  openLabel: (n: number) => string;
  canEdit: boolean;
  onSaveCell: (row: QryRow, field: string, value: unknown) => void;
  onSort: (field: string) => void;
  titleOf: (field: FieldInfo) => string;
  editorLink?: ((row: QryRow) => string | null) | undefined;
  rowActions?: RowActions | undefined;
}

/**
 * The rows: a `grid` with virtualised rows, fetched page by page as they come into view, moved
 * through with the keys of `onGridKey` (grid-keys.ts).
 */
export function GridBody(props: GridBodyProps) {
  const { t, i18n } = useTranslation();
  const { table, schema, state, rowHeight, windowed, grouped, selection, onSelection } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const prefix = useId();
  const [active, setActive] = useState(0);
  const [editing, setEditing] = useState<{ index: number; field: string; value: unknown } | null>(null);
  const key = schema.key ?? 'id';
  const fieldOf = new Map(schema.fields.map((field) => [field.name, field]));
  const count = grouped ? grouped.lines.length : (windowed.total ?? 0);

  const { items, totalSize, shift, scrollToIndex } = useScaledVirtualizer(count, rowHeight, scrollRef);
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (!grouped && count > 0) windowed.ensure(first, last);
  }, [first, last, count, grouped, windowed]);

  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const { detail, width } = columnLayout(
    headers,
    grouped?.columns ?? null,
    state.groups,
    props.rowActions?.width ?? 0,
  );
  const rowId = (index: number) => `${prefix}-row-${index}`;
  const idOf = (row: QryRow) => String(row[key]);
  const isEditable = (row: QryRow, name: string) =>
    props.canEdit && !!fieldOf.get(name)?.editable && (row.deleted === null || row.deleted === undefined);
  const startEditing = (row: QryRow, name: string, index: number) =>
    isEditable(row, name) && setEditing({ index, field: name, value: row[name] });
  /** A cell's value, or its editor while it is being edited (a plain row or a row inside a group). */
  const cellContent = (row: QryRow, name: string, index: number) => {
    const field = fieldOf.get(name);
    if (!field || editing?.index !== index || editing.field !== name)
      return (
        <CellValue
          value={row[name]}
          type={field?.type ?? 'text'}
          valueTitles={field?.valueTitles}
          language={i18n.language}
          t={t}
        />
      );
    return (
      <ValueEditor
        type={field.type === 'html' ? 'text' : field.type}
        enumValues={field.enumValues}
        valueTitles={field.valueTitles}
        label={props.titleOf(field)}
        value={editing.value}
        autoFocus
        onChange={(value) => setEditing({ ...editing, value })}
        onCommit={() => {
          setEditing(null);
          props.onSaveCell(row, name, editing.value);
          tableRef.current?.focus();
        }}
        onCancel={() => {
          setEditing(null);
          tableRef.current?.focus();
        }}
      />
    );
  };

  /** The cells of the line at `index`: their content, whether and how they are edited. */
  const cellOf = (index: number): GroupLineProps['cell'] => ({
    content: (row, name) => cellContent(row, name, index),
    editable: isEditable,
    onEdit: (row, name) => {
      setActive(index);
      startEditing(row, name, index);
    },
  });

  const toggle = (row: QryRow | undefined) => {
    if (row) onSelection(toggled(selection, idOf(row)));
  };
  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(count - 1, index));
    setActive(next);
    scrollToIndex(next);
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLTableElement>) =>
    onGridKey(event, {
      count,
      active,
      page: Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / rowHeight) - 1),
      moveTo,
      grouped: grouped && { line: grouped.lines[active], onToggle: grouped.onToggle, onMore: grouped.onMore },
      row: grouped ? undefined : windowed.cache.rowAt(active),
      // Grouped, a group field is the group's, not the row's to edit.
      firstEditable: (row) =>
        state.fields.find((name) => !(grouped && state.groups.includes(name)) && isEditable(row, name)),
      edit: (row, field) => startEditing(row, field, active),
      open: (row) => props.onOpen?.(row),
      toggle,
    });

  const selectedRows = selectedCount(selection, windowed.total ?? 0);
  const allSelected = selection.all && selection.except.size === 0;

  const shown = grouped ?? windowed;
  const status = shown.failed
    ? t('grid.failed')
    : shown.loading
      ? t('app.loading')
      : grouped
        ? t('grid.groupCount', { count: grouped.groupCount })
        : t('grid.rowCount', { count: windowed.total ?? 0 });

  return (
    <>
      <div ref={scrollRef} className="grid-scroll">
        <table
          className="grid-table"
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA data grid pattern, a table whose active row moves with the keyboard
          role="grid"
          aria-label={props.label}
          aria-rowcount={count + 1}
          aria-multiselectable
          aria-busy={shown.loading}
          aria-activedescendant={count > 0 ? rowId(active) : undefined}
          ref={tableRef}
          tabIndex={0}
          onKeyDown={onKeyDown}
          data-testid="grid"
          style={{ width }}
        >
          <GridHeader
            table={table}
            state={state}
            grouped={grouped ? { columns: grouped.columns, detail } : null}
            fieldOf={fieldOf}
            titleOf={props.titleOf}
            onSort={props.onSort}
            actions={grouped ? undefined : props.rowActions}
            selectAll={
              grouped
                ? null
                : {
                    checked: allSelected,
                    indeterminate: !allSelected && selectedRows > 0,
                    onChange: (checked) => onSelection(checked ? allRows : noSelection),
                  }
            }
          />
          <tbody className="grid-rows" style={{ height: Math.min(totalSize, maxScrollHeight) }}>
            {items.map((item) => {
              const style = { height: item.size, transform: `translateY(${item.start + shift}px)` };
              if (grouped) {
                const line = grouped.lines[item.index];
                if (!line) return null;
                return (
                  <GroupLineRow
                    key={line.key}
                    line={line}
                    index={item.index}
                    id={rowId(item.index)}
                    style={style}
                    active={item.index === active}
                    columns={grouped.columns}
                    valueTitlesOf={(name) => fieldOf.get(name)?.valueTitles}
                    groups={state.groups}
                    detail={detail}
                    selected={line.kind === 'row' && isSelected(selection, idOf(line.row))}
                    language={i18n.language}
                    t={t}
                    onToggle={(key) => {
                      setActive(item.index);
                      grouped.onToggle(key);
                    }}
                    onMore={grouped.onMore}
                    onSelect={(row) => {
                      setActive(item.index);
                      toggle(row);
                    }}
                    onOpen={
                      props.onOpen &&
                      ((row) => {
                        setActive(item.index);
                        props.onOpen?.(row);
                      })
                    }
                    openTitle={props.openTitle}
                    openLabel={props.openLabel}
                    cell={cellOf(item.index)}
                  />
                );
              }
              const row = windowed.cache.rowAt(item.index);
              if (!row)
                return (
                  <tr
                    key={item.key}
                    id={rowId(item.index)}
                    aria-rowindex={item.index + 2}
                    className="grid-row grid-row--loading"
                    style={style}
                  >
                    <td className="grid-cell">{t('app.loading')}</td>
                  </tr>
                );
              const id = idOf(row);
              return (
                <GridRow
                  key={id}
                  row={row}
                  index={item.index}
                  id={rowId(item.index)}
                  style={style}
                  fields={headers.map((header) => ({ name: header.column.id, width: header.getSize() }))}
                  active={item.index === active}
                  selected={isSelected(selection, id)}
                  link={props.editorLink?.(row)}
                  t={t}
                  onSelect={() => {
                    setActive(item.index);
                    toggle(row);
                  }}
                  onOpen={
                    props.onOpen &&
                    (() => {
                      setActive(item.index);
                      props.onOpen?.(row);
                    })
                  }
                  openTitle={props.openTitle}
                  openLabel={props.openLabel}
                  cell={{ ...cellOf(item.index), onEdit: (r, name) => startEditing(r, name, item.index) }}
                  actions={props.rowActions}
                />
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="grid-status" aria-live="polite" data-testid="grid-status">
        {status}
        {selectedRows > 0 && ` · ${t('grid.selectedCount', { count: selectedRows })}`}
      </p>
    </>
  );
}
