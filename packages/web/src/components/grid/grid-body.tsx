import type { Column, FieldInfo, QryRow, SchemaAnswer } from '@cubus/shared';
import type { ReactTable } from '@tanstack/react-table';
import {
  type ClipboardEvent,
  type MouseEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CellBlock, fillCopyEvent, parseTsv, writeToClipboard } from '../../lib/sheet-clipboard';
import { useSkipTarget } from '../../lib/skip-targets';
import { type CellPresenters, CellValue } from './cell-value';
import { FieldLink } from './field-link';
import { type GroupLineProps, GroupLineRow } from './grid-group-line';
import { columnLayout, GridHeader } from './grid-header';
import { onGridKey } from './grid-keys';
import { cellText, type PastePlan, planPaste } from './grid-paste';
import { type CellRange, GridRow, type RowActions } from './grid-row';
import { allRows, isSelected, noSelection, type Selection, selectedCount, toggled } from './grid-selection';
import type { GridState } from './grid-state';
import type { GridFeatures } from './grid-table';
import type { GroupLine } from './grouped-rows';
import { maxScrollHeight } from './scroll-scale';
import { useScaledVirtualizer } from './use-scaled-virtualizer';
import type { useWindowedRows } from './use-windowed-rows';
import { ValueEditor } from './value-editor';

/** The fields that name a row: a click on one opens the row's screen. */
const nameFields = new Set(['name', 'title']);

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
  cells?: CellPresenters | undefined;
  /** Writes a checked paste (ungrouped rows only). */
  onPaste: (plan: PastePlan) => void;
  /** Undoes the last paste (Ctrl/Cmd+Z), when there is one. */
  onUndoPaste: (() => void) | null;
  /** Filled with the grid's copy, for the toolbar's Copy menu. */
  copyRef: RefObject<((headers: boolean) => void) | null>;
}

/** Ctrl on most systems, Cmd on a Mac. */
const commandKey = (event: { ctrlKey: boolean; metaKey: boolean }) => event.ctrlKey || event.metaKey;

/** A click on a control inside a cell acts on the control rather than picking cells. */
const onControl = (target: EventTarget) =>
  target instanceof Element && target.closest('a, button, input, label, textarea, select') !== null;

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
  const tableId = `${prefix}-grid`;
  useSkipTarget(tableId, t('app.skipToGrid', { name: props.label }));
  const [active, setActive] = useState(0);
  // Ungrouped, the active cell's column (0: the row's controls) and where a range of cells starts.
  const [column, setColumn] = useState(0);
  const [anchor, setAnchor] = useState<{ index: number; column: number } | null>(null);
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
  const cellId = (index: number, at: number) => `${prefix}-cell-${index}-${at}`;
  const fieldNames = headers.map((header) => header.column.id);
  const columns = fieldNames.length + 1;
  const activeColumn = Math.min(column, columns - 1);
  /** The range of cells between the anchor and the active cell; null when it is the active cell alone. */
  const range: CellRange | null =
    anchor && (anchor.index !== active || anchor.column !== activeColumn)
      ? {
          top: Math.min(anchor.index, active),
          bottom: Math.max(anchor.index, active),
          left: Math.min(anchor.column, activeColumn),
          right: Math.max(anchor.column, activeColumn),
        }
      : null;
  const cellsOf = range ?? { top: active, bottom: active, left: activeColumn, right: activeColumn };
  const idOf = (row: QryRow) => String(row[key]);
  const isEditable = (row: QryRow, name: string) =>
    props.canEdit && !!fieldOf.get(name)?.editable && (row.deleted === null || row.deleted === undefined);
  /** The row's name opens it, as a link to its screen (its name is renamed with F2, not by a click). */
  const nameLink = (row: QryRow, name: string) =>
    nameFields.has(name) && props.editorLink ? props.editorLink(row) : null;
  const startEditing = (row: QryRow, name: string, index: number) =>
    isEditable(row, name) && setEditing({ index, field: name, value: row[name] });
  /** A cell's value, or its editor while it is being edited (a plain row or a row inside a group). */
  const cellContent = (row: QryRow, name: string, index: number) => {
    const field = fieldOf.get(name);
    if (!field || editing?.index !== index || editing.field !== name) {
      // A screen's own way to say the field, still a link where the field opens its object.
      const presenter = props.cells?.[name];
      const value = presenter ? (
        presenter.render(row)
      ) : (
        <CellValue value={row[name]} field={field ?? { type: 'text' }} language={i18n.language} t={t} />
      );
      const opens = nameLink(row, name);
      if (opens) return <Link to={opens}>{value}</Link>;
      return field ? (
        <FieldLink field={field} row={row}>
          {value}
        </FieldLink>
      ) : (
        value
      );
    }
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
      if (!nameLink(row, name)) startEditing(row, name, index);
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
  const moveToCell = (index: number, at: number, extend: boolean) => {
    if (!extend) setAnchor(null);
    else if (!anchor) setAnchor({ index: active, column: activeColumn });
    setColumn(at);
    moveTo(index);
  };
  const onCellDown = (index: number, at: number, event: MouseEvent) => {
    if (event.button !== 0 || onControl(event.target)) return;
    // Kept from selecting text, so a drag picks cells; the focus goes to the grid as a click would.
    event.preventDefault();
    tableRef.current?.focus({ preventScroll: true });
    if (event.shiftKey) {
      if (!anchor) setAnchor({ index: active, column: activeColumn });
    } else setAnchor({ index, column: at });
    setActive(index);
    setColumn(at);
  };
  const onCellDrag = (index: number, at: number, event: MouseEvent) => {
    if (event.buttons !== 1 || !anchor) return;
    setActive(index);
    setColumn(at);
  };

  /** The picked cells' texts (fields only, not the controls), with their titles. */
  const pickedBlock = (): { block: CellBlock; titles: string[] } => {
    const names = fieldNames.slice(Math.max(1, cellsOf.left) - 1, cellsOf.right);
    const block: CellBlock = [];
    for (let index = cellsOf.top; index <= cellsOf.bottom; index++) {
      const row = windowed.cache.rowAt(index);
      block.push(
        names.map((name) => {
          const field = fieldOf.get(name);
          return row && field ? cellText(row[name], field, i18n.language, t) : '';
        }),
      );
    }
    const titles = names.map((name) => {
      const field = fieldOf.get(name);
      return field ? props.titleOf(field) : name;
    });
    return { block, titles };
  };
  props.copyRef.current = grouped
    ? null
    : (headers: boolean) => {
        const { block, titles } = pickedBlock();
        void writeToClipboard(block, headers ? titles : undefined);
      };
  const onCopy = (event: ClipboardEvent<HTMLTableElement>) => {
    if (event.target !== event.currentTarget || grouped) return;
    event.preventDefault();
    const { block } = pickedBlock();
    fillCopyEvent(event, block);
  };
  const onPaste = (event: ClipboardEvent<HTMLTableElement>) => {
    if (event.target !== event.currentTarget || grouped) return;
    const text = event.clipboardData.getData('text/plain');
    if (!text) return;
    event.preventDefault();
    props.onPaste(
      planPaste({
        block: parseTsv(text),
        top: cellsOf.top,
        left: Math.max(1, cellsOf.left) - 1,
        fill: range
          ? { rows: range.bottom - range.top + 1, columns: range.right - Math.max(1, range.left) + 1 }
          : null,
        rowAt: (index) => windowed.cache.rowAt(index),
        rowCount: count,
        fields: fieldNames,
        fieldOf: (name) => fieldOf.get(name),
        editable: isEditable,
        language: i18n.language,
        t,
      }),
    );
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLTableElement>) => {
    if (commandKey(event) && event.key.toLowerCase() === 'z' && event.target === event.currentTarget) {
      if (props.onUndoPaste) {
        event.preventDefault();
        props.onUndoPaste();
      }
      return;
    }
    onGridKey(event, {
      count,
      active,
      page: Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / rowHeight) - 1),
      moveTo,
      grouped: grouped && { line: grouped.lines[active], onToggle: grouped.onToggle, onMore: grouped.onMore },
      row: grouped ? undefined : windowed.cache.rowAt(active),
      cells: {
        column: activeColumn,
        columns,
        moveTo: moveToCell,
        editableField: (row, at) => {
          const name = fieldNames[at - 1];
          return name && isEditable(row, name) && !nameLink(row, name) ? name : undefined;
        },
        clearRange: () => setAnchor(null),
      },
      // Grouped, a group field is the group's, not the row's to edit.
      firstEditable: (row) =>
        state.fields.find((name) => !(grouped && state.groups.includes(name)) && isEditable(row, name)),
      edit: (row, field) => startEditing(row, field, active),
      open: (row) => props.onOpen?.(row),
      toggle,
    });
  };

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
          aria-activedescendant={
            count === 0
              ? undefined
              : grouped || !windowed.cache.rowAt(active)
                ? rowId(active)
                : cellId(active, activeColumn)
          }
          id={tableId}
          ref={tableRef}
          tabIndex={0}
          onKeyDown={onKeyDown}
          onCopy={onCopy}
          onPaste={onPaste}
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
                    fieldOf={(name) => fieldOf.get(name)}
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
                  cell={cellOf(item.index)}
                  cells={{
                    active: item.index === active ? activeColumn : -1,
                    range: range && item.index >= range.top && item.index <= range.bottom ? range : null,
                    idOf: (at) => cellId(item.index, at),
                    onDown: (at, event) => onCellDown(item.index, at, event),
                    onDrag: (at, event) => onCellDrag(item.index, at, event),
                  }}
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
        {range &&
          ` · ${t('grid.cellRange', { rows: range.bottom - range.top + 1, columns: range.right - Math.max(1, range.left) + 1 })}`}
      </p>
    </>
  );
}
