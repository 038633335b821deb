import { SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { type PivotAnswer, type PivotMember, pivotCellText } from '@cubus/shared';
import { elementScroll, type Rect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rangeOf } from './pivot-clipboard';
import type { PivotLayout } from './pivot-layout';
import {
  columnWidth,
  DrillToggle,
  labelStyle,
  labelWidth,
  PivotRow,
  type RowActions,
  rowHeight,
} from './pivot-row';
import type { Axis, NumberFormat, PivotState } from './pivot-state';

const headerHeight = 34;

/**
 * The scroll box's size until it is measured: 60vh tall, at least 240 px (pivot.css), as wide as
 * the pivot around it (else the window). The first render, a transition split into slices, then
 * already holds the cells in view; from a zero size it would hold none, and they would mount in
 * one synchronous re-render once the box was measured.
 */
const unmeasuredRect = (width: number) => ({
  width: width || window.innerWidth,
  height: Math.max(240, window.innerHeight * 0.6),
});

/**
 * The scroll box's size as its ResizeObserver reports it, after the browser's own layout.
 * TanStack's default also reads it at once on mount, which lays the freshly mounted cells out
 * inside React's commit: one more long task when a large answer arrives.
 */
function observeRectAfterLayout(
  instance: Virtualizer<HTMLDivElement, Element>,
  onRect: (rect: Rect) => void,
): () => void {
  const element = instance.scrollElement;
  if (!element) return () => {};
  const observer = new ResizeObserver(() =>
    onRect({ width: element.clientWidth, height: element.clientHeight }),
  );
  observer.observe(element);
  return () => observer.disconnect();
}

const scrolledOnce = new WeakSet<object>();
/**
 * TanStack's scroll, except its first, to offset 0 of a box just mounted (so already there): that
 * scroll would also lay the fresh cells out inside React's commit.
 */
function scrollBeyondMount(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<HTMLDivElement, Element>,
): void {
  const first = !scrolledOnce.has(instance);
  scrolledOnce.add(instance);
  if (!first || offset + (options.adjustments ?? 0) !== 0) elementScroll(offset, options, instance);
}

export interface CellAt {
  r: number;
  /** Index into the layout's leaf columns. */
  k: number;
}

export interface PivotGridProps {
  label: string;
  /** The pivot's width before the grid is laid out (0: not known yet). */
  width: number;
  answer: PivotAnswer;
  layout: PivotLayout;
  state: PivotState;
  format: NumberFormat;
  active: CellAt;
  onActive: (at: CellAt) => void;
  /** Where a range of picked cells starts (Shift with a move, a drag); null: the active cell alone. */
  anchor: CellAt | null;
  onAnchor: (at: CellAt | null) => void;
  /** Ctrl/Cmd+C in the grid: the view fills the event with the picked cells. */
  onCopy: (event: React.ClipboardEvent) => void;
  /** Ctrl/Cmd+V in the grid: the pasted text (TSV). */
  onPaste: (text: string) => void;
  onToggle: (axis: Axis, index: number, member: PivotMember) => void;
  onSort: (k: number) => void;
  /** Null: the pivot is read-only here (a viewer, or a filter of several members). */
  onEdit: ((at: CellAt, value: string) => void) | null;
  onShowRecords: (at: CellAt) => void;
}

/**
 * The pivot's cells, virtualised both ways (TanStack Virtual) so thousands of rows and many
 * columns scroll without rendering what is off screen. A grid in the ARIA sense: one cell takes
 * the tab stop, arrows move, Enter edits (F2 too), Space on a label drills.
 */
export function PivotGrid(props: PivotGridProps) {
  const { t } = useTranslation();
  const { answer, layout, active } = props;
  const scroll = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<{ at: CellAt; text: string } | null>(null);
  const labels = Math.max(answer.rowDims.length, 1);
  const labelsWidth = labels * labelWidth;
  const headerLines = layout.headerLines.length + 1;
  const [initialRect] = useState(() => unmeasuredRect(props.width));
  const rows = useVirtualizer({
    count: answer.rows.length,
    getScrollElement: () => scroll.current,
    estimateSize: () => rowHeight,
    overscan: 4,
    initialRect,
    observeElementRect: observeRectAfterLayout,
    scrollToFn: scrollBeyondMount,
    scrollPaddingStart: headerLines * headerHeight,
    // Scroll updates render in React's own time rather than synchronously inside the scroll event.
    useFlushSync: false,
  });
  const columns = useVirtualizer({
    horizontal: true,
    count: layout.leafColumns.length,
    getScrollElement: () => scroll.current,
    estimateSize: () => columnWidth,
    overscan: 2,
    initialRect,
    observeElementRect: observeRectAfterLayout,
    scrollToFn: scrollBeyondMount,
    scrollPaddingStart: labelsWidth,
    useFlushSync: false,
  });
  const virtualColumns = columns.getVirtualItems();
  const firstColumn = virtualColumns[0]?.index ?? 0;
  const leftPad = virtualColumns[0]?.start ?? 0;
  const width = labelsWidth + columns.getTotalSize();

  const focusCell = (at: CellAt) => {
    rows.scrollToIndex(at.r);
    columns.scrollToIndex(at.k);
    props.onActive(at);
  };
  // Keep the DOM focus on the active cell once it is rendered (after arrows or scrolling to it).
  const wantFocus = useRef(false);
  useEffect(() => {
    if (!wantFocus.current || editing) return;
    const cell = scroll.current?.querySelector<HTMLElement>(`[data-cell="${active.r}:${active.k}"]`);
    if (cell) {
      cell.focus({ preventScroll: true });
      wantFocus.current = false;
    }
  });

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (editing) return;
    const last = { r: answer.rows.length - 1, k: layout.leafColumns.length - 1 };
    const page = Math.max(1, Math.floor((scroll.current?.clientHeight ?? 320) / rowHeight) - headerLines);
    const moves: Record<string, CellAt> = {
      ArrowUp: { r: Math.max(0, active.r - 1), k: active.k },
      ArrowDown: { r: Math.min(last.r, active.r + 1), k: active.k },
      ArrowLeft: { r: active.r, k: Math.max(0, active.k - 1) },
      ArrowRight: { r: active.r, k: Math.min(last.k, active.k + 1) },
      PageUp: { r: Math.max(0, active.r - page), k: active.k },
      PageDown: { r: Math.min(last.r, active.r + page), k: active.k },
      Home: { r: event.ctrlKey ? 0 : active.r, k: 0 },
      End: { r: event.ctrlKey ? last.r : active.r, k: last.k },
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      wantFocus.current = true;
      // Shift stretches a range from where the active cell was; any other move drops it.
      if (!event.shiftKey) props.onAnchor(null);
      else if (!props.anchor) props.onAnchor(active);
      focusCell(move);
      return;
    }
    if (event.key === 'Escape') props.onAnchor(null);
    if ((event.key === 'Enter' || event.key === 'F2') && props.onEdit) {
      event.preventDefault();
      setEditing({ at: active, text: rawOf(active) });
    }
  };

  // The editor opens with the cell's exact decimal text, not its double.
  const rawOf = (at: CellAt) => {
    const leaf = layout.leafColumns[at.k];
    return (leaf ? pivotCellText(answer, at.r, leaf.c, leaf.m) : null) ?? '';
  };
  const commit = () => {
    if (!editing || !props.onEdit) return;
    props.onEdit(editing.at, editing.text);
    setEditing(null);
    wantFocus.current = true;
  };

  const toggle = (axis: Axis, index: number, member: PivotMember | null) => (
    <DrillToggle member={member} onToggle={(m) => props.onToggle(axis, index, m)} />
  );
  const memberText = (member: PivotMember | null, total: boolean) =>
    member ? member.name : total ? t('pivot.total') : '';

  // Rows get one stable set of actions that reads the latest props through a ref.
  const latest = useRef({ props, rawOf, commit, editing });
  latest.current = { props, rawOf, commit, editing };
  const actions = useMemo<RowActions>(
    () => ({
      toggle: (axis, index, member) => latest.current.props.onToggle(axis, index, member),
      activate: (r, k) => latest.current.props.onActive({ r, k }),
      pick: (r, k, extend) => {
        const current = latest.current.props;
        if (!extend) current.onAnchor({ r, k });
        else if (!current.anchor) current.onAnchor(current.active);
        current.onActive({ r, k });
      },
      drag: (r, k) => {
        if (latest.current.props.anchor) latest.current.props.onActive({ r, k });
      },
      open: (r, k) => {
        const { props: current, rawOf: raw } = latest.current;
        if (current.onEdit) setEditing({ at: { r, k }, text: raw({ r, k }) });
        else current.onShowRecords({ r, k });
      },
      type: (text) => setEditing((previous) => (previous ? { ...previous, text } : previous)),
      commit: () => latest.current.commit(),
      cancel: () => {
        setEditing(null);
        wantFocus.current = true;
      },
    }),
    [],
  );

  const range = rangeOf(active, props.anchor);
  const inRange = (r: number) => props.anchor !== null && r >= range.top && r <= range.bottom;
  const sorted = props.state.sort;
  // The first shown value column is pushed right by the width of those scrolled past.
  const shift = (index: number) => (index === firstColumn ? { marginInlineStart: leftPad } : {});
  const sticky = labelStyle;
  return (
    <div ref={scroll} className="pivot-grid">
      <table
        className="pivot-grid__table"
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA data grid pattern, a table whose active cell moves with the keyboard
        role="grid"
        aria-label={props.label}
        aria-rowcount={answer.rows.length + headerLines}
        aria-colcount={layout.leafColumns.length + labels}
        aria-multiselectable
        onKeyDown={onKeyDown}
        onCopy={(event) => {
          if (!editing) props.onCopy(event);
        }}
        onPaste={(event) => {
          if (editing) return;
          event.preventDefault();
          props.onPaste(event.clipboardData.getData('text/plain'));
        }}
        style={{ width, height: headerLines * headerHeight + rows.getTotalSize() }}
      >
        <thead className="pivot-grid__head" style={{ width }}>
          {layout.headerLines.map((line, d) => (
            <tr className="pivot-grid__row" key={answer.columnDims[d]} aria-rowindex={d + 1}>
              <th scope="col" className="pivot-grid__corner" style={sticky(0, labelsWidth)}>
                {answer.columnDims[d]}
              </th>
              {virtualColumns.map((column) => {
                const cell = line[column.index];
                const shown = cell && (cell.first || column.index === firstColumn);
                return (
                  <th
                    scope="col"
                    key={column.key}
                    aria-colindex={labels + column.index + 1}
                    className={`pivot-grid__header${cell?.first ? ' is-first' : ''}`}
                    style={{ width: column.size, ...shift(column.index) }}
                  >
                    {shown && cell && (
                      <>
                        {toggle('columns', d, cell.member)}
                        <span className="pivot-grid__text">{memberText(cell.member, cell.total)}</span>
                      </>
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
          <tr className="pivot-grid__row" aria-rowindex={headerLines}>
            {answer.rowDims.length === 0 ? (
              <th scope="col" className="pivot-grid__corner" style={sticky(0, labelsWidth)}>
                {t('pivot.measures')}
              </th>
            ) : (
              answer.rowDims.map((dim, i) => (
                <th scope="col" key={dim} className="pivot-grid__corner" style={sticky(i, labelWidth)}>
                  {dim}
                </th>
              ))
            )}
            {virtualColumns.map((column) => {
              const leaf = layout.leafColumns[column.index];
              const measure = answer.measures[leaf?.m ?? 0]?.name ?? '';
              const title = answer.measures[leaf?.m ?? 0]?.caption ?? measure;
              const isSorted =
                sorted?.column === leaf?.c && (sorted?.measure ?? answer.measures[0]?.name) === measure;
              return (
                <th
                  scope="col"
                  key={column.key}
                  aria-colindex={labels + column.index + 1}
                  aria-sort={isSorted ? (sorted?.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  className="pivot-grid__header is-first"
                  style={{ width: column.size, ...shift(column.index) }}
                >
                  <button
                    type="button"
                    className="pivot-grid__sort"
                    aria-label={t('pivot.sortBy', { name: title })}
                    onClick={() => props.onSort(column.index)}
                  >
                    <span className="pivot-grid__text">
                      {layout.measureLine || answer.columnDims.length === 0 ? title : ''}
                    </span>
                    {isSorted &&
                      (sorted?.dir === 'asc' ? (
                        <SortAscendingOutlined aria-hidden />
                      ) : (
                        <SortDescendingOutlined aria-hidden />
                      ))}
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="pivot-grid__body" style={{ height: rows.getTotalSize(), width }}>
          {rows.getVirtualItems().map((row) => (
            <PivotRow
              key={row.key}
              r={row.index}
              start={row.start}
              width={width}
              ariaRow={headerLines + row.index + 1}
              total={answer.rows[row.index]?.total ?? false}
              labels={layout.rowLabels[row.index] ?? []}
              rowDims={answer.rowDims}
              answer={answer}
              leafColumns={layout.leafColumns}
              from={firstColumn}
              to={virtualColumns.at(-1)?.index ?? -1}
              leftPad={leftPad}
              activeK={active.r === row.index ? active.k : -1}
              pickFrom={inRange(row.index) ? range.left : -1}
              pickTo={inRange(row.index) ? range.right : -1}
              editingK={editing?.at.r === row.index ? editing.at.k : -1}
              editingText={editing?.at.r === row.index ? editing.text : ''}
              format={props.format}
              measures={answer.measures}
              actions={actions}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
