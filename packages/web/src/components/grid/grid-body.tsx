import { ExportOutlined, ProfileOutlined } from '@ant-design/icons';
import type { Column, FieldInfo, QryRow, SchemaAnswer } from '@cubus/shared';
import type { ReactTable } from '@tanstack/react-table';
import { elementScroll, observeElementOffset, useVirtualizer } from '@tanstack/react-virtual';
import { Button, Checkbox } from 'antd';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CellValue } from './cell-value';
import { GroupLineRow } from './grid-group-line';
import { controlsWidth, GridHeader, groupWidth } from './grid-header';
import { allRows, isSelected, noSelection, type Selection, selectedCount, toggled } from './grid-selection';
import type { GridState } from './grid-state';
import type { GridFeatures } from './grid-table';
import type { GroupLine } from './grouped-rows';
import { maxScrollHeight, scrollRatio } from './scroll-scale';
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

/** The controls of one row in a last column of `width` px (ungrouped rows only). */
export interface RowActions {
  width: number;
  /** The column's header; "Actions" unless given. */
  title?: string;
  /** Fields `render` reads, fetched even when the user hides them (a stable array). */
  fields?: readonly string[];
  render: (row: QryRow) => ReactNode;
}

/**
 * The rows: a `grid` with virtualised rows, fetched page by page as they come into view.
 * Arrow keys, Home, End and Page keys move the active row, Enter opens its record card, Space
 * selects it, F2 edits its first editable cell. On a group, Enter, ArrowRight and ArrowLeft expand
 * and collapse it.
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

  // Scroll positions are scaled when a million rows would outgrow the browser's tallest element.
  const ratio = useRef(1);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    observeElementOffset: (instance, notify) =>
      observeElementOffset(instance, (offset, scrolling) => notify(offset * ratio.current, scrolling)),
    scrollToFn: (offset, options, instance) =>
      elementScroll(
        offset / ratio.current,
        { ...options, adjustments: (options.adjustments ?? 0) / ratio.current },
        instance,
      ),
  });
  const totalSize = virtualizer.getTotalSize();
  ratio.current = scrollRatio(totalSize, scrollRef.current?.clientHeight ?? 0);
  const virtualOffset = virtualizer.scrollOffset ?? 0;
  // Rows sit where the scaled offset says, relative to the real scroll position.
  const shift = ratio.current === 1 ? 0 : virtualOffset / ratio.current - virtualOffset;
  useEffect(() => {
    // A new row height (density, settings) invalidates every measured row.
    if (rowHeight > 0) virtualizer.measure();
  }, [rowHeight, virtualizer]);
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (!grouped && count > 0) windowed.ensure(first, last);
  }, [first, last, count, grouped, windowed]);

  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  // Grouped, the rows' own columns follow the group and aggregate columns.
  const detail = grouped
    ? headers
        .filter((header) => !state.groups.includes(header.column.id))
        .map((header) => ({
          name: header.column.id,
          width: header.getSize(),
          title: String(header.column.columnDef.header),
        }))
    : [];
  const width = grouped
    ? controlsWidth +
      grouped.columns.length * groupWidth +
      detail.reduce((sum, field) => sum + field.width, 0)
    : controlsWidth +
      headers.reduce((sum, header) => sum + header.getSize(), 0) +
      (props.rowActions?.width ?? 0);
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

  const toggle = (row: QryRow | undefined) => {
    if (row) onSelection(toggled(selection, idOf(row)));
  };
  const lineAt = (index: number) => grouped?.lines[index];
  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(count - 1, index));
    setActive(next);
    const scroller = scrollRef.current;
    if (ratio.current === 1 || !scroller) {
      virtualizer.scrollToIndex(next, { align: 'auto' });
      return;
    }
    // The virtualizer clamps to the real (capped) height, so a scaled grid scrolls itself.
    const top = next * rowHeight;
    const view = scroller.clientHeight - rowHeight;
    if (top >= virtualOffset && top + rowHeight <= virtualOffset + view) return;
    const wanted = top < virtualOffset ? top : top + rowHeight - view;
    scroller.scrollTop = Math.max(0, wanted / ratio.current);
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLTableElement>) => {
    if (event.target !== event.currentTarget || count === 0) return;
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / rowHeight) - 1);
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: page, PageUp: -page };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(active + (moves[event.key] ?? 0));
    } else if (event.key === 'Home') {
      event.preventDefault();
      moveTo(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      moveTo(count - 1);
    } else if (grouped) {
      const line = lineAt(active);
      if (line?.kind === 'group' && line.group.level > 0) {
        const wanted = { Enter: !line.expanded, ArrowRight: true, ArrowLeft: false }[event.key];
        if (wanted === undefined) return;
        event.preventDefault();
        if (wanted !== line.expanded) grouped.onToggle(line.key);
      } else if (line?.kind === 'row' && event.key === 'F2') {
        const field = state.fields.find((name) => !state.groups.includes(name) && isEditable(line.row, name));
        if (field) startEditing(line.row, field, active);
      } else if (line?.kind === 'row' && (event.key === 'Enter' || event.key === ' ')) {
        event.preventDefault();
        if (event.key === 'Enter') props.onOpen?.(line.row);
        else toggle(line.row);
      } else if (line?.kind === 'more' && event.key === 'Enter') {
        event.preventDefault();
        grouped.onMore(line.group.key);
      }
    } else {
      const row = windowed.cache.rowAt(active);
      if (event.key === 'Enter' && row) {
        event.preventDefault();
        props.onOpen?.(row);
      } else if (event.key === ' ') {
        event.preventDefault();
        toggle(row);
      } else if (event.key === 'F2' && row) {
        const field = state.fields.find((name) => isEditable(row, name));
        if (field) startEditing(row, field, active);
      }
    }
  };

  const selectedRows = selectedCount(selection, windowed.total ?? 0);
  const allSelected = selection.all && selection.except.size === 0;

  const status = grouped
    ? grouped.failed
      ? t('grid.failed')
      : grouped.loading
        ? t('app.loading')
        : t('grid.groupCount', { count: grouped.groupCount })
    : windowed.failed
      ? t('grid.failed')
      : windowed.loading
        ? t('app.loading')
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
          aria-busy={grouped ? grouped.loading : windowed.loading}
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
              const activeClass = item.index === active ? ' is-active' : '';
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
                    cell={{
                      content: (row, name) => cellContent(row, name, item.index),
                      editable: isEditable,
                      onEdit: (row, name) => {
                        setActive(item.index);
                        startEditing(row, name, item.index);
                      },
                    }}
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
              const rowSelected = isSelected(selection, id);
              const link = props.editorLink?.(row);
              const deleted = row.deleted !== null && row.deleted !== undefined;
              return (
                <tr
                  key={id}
                  id={rowId(item.index)}
                  aria-rowindex={item.index + 2}
                  aria-selected={rowSelected}
                  className={`grid-row${activeClass}${rowSelected ? ' is-selected' : ''}${deleted ? ' is-deleted' : ''}`}
                  style={style}
                  data-testid="grid-row"
                >
                  <td className="grid-cell grid-cell--controls" style={{ width: controlsWidth }}>
                    <Checkbox
                      aria-label={t('grid.selectRow', { n: item.index + 1 })}
                      checked={rowSelected}
                      onChange={() => {
                        setActive(item.index);
                        toggle(row);
                      }}
                    />
                    {props.onOpen && (
                      <Button
                        size="small"
                        type="text"
                        icon={<ProfileOutlined aria-hidden />}
                        aria-label={props.openLabel(item.index + 1)}
                        title={props.openTitle}
                        onClick={() => {
                          setActive(item.index);
                          props.onOpen?.(row);
                        }}
                      />
                    )}
                    {link && (
                      <Link
                        to={link}
                        aria-label={t('grid.openEditor', { n: item.index + 1 })}
                        className="grid-cell__link"
                      >
                        <ExportOutlined aria-hidden />
                      </Link>
                    )}
                  </td>
                  {headers.map((header) => {
                    const name = header.column.id;
                    return (
                      <td
                        key={name}
                        className={`grid-cell${isEditable(row, name) ? ' is-editable' : ''}`}
                        style={{ width: header.getSize() }}
                        data-field={name}
                        onDoubleClick={() => startEditing(row, name, item.index)}
                      >
                        {cellContent(row, name, item.index)}
                      </td>
                    );
                  })}
                  {props.rowActions && (
                    <td
                      className="grid-cell grid-cell--actions"
                      style={{ width: props.rowActions.width }}
                      data-testid="row-actions"
                    >
                      {props.rowActions.render(row)}
                    </td>
                  )}
                </tr>
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
