import type { QryRow } from '@cubus/shared';
import type { KeyboardEvent } from 'react';
import type { GroupLine } from './grouped-rows';

/** What the keys act on: the active line and cell, and what can be done to them. */
export interface GridKeyTarget {
  count: number;
  active: number;
  /** Rows a Page key moves by. */
  page: number;
  moveTo: (index: number) => void;
  /** Grouped: the active line and its group's actions; null in an ungrouped grid. */
  grouped: {
    line: GroupLine | undefined;
    onToggle: (key: string) => void;
    onMore: (key: string) => void;
  } | null;
  /** Ungrouped: the active row, once loaded. */
  row: QryRow | undefined;
  /**
   * Ungrouped: the active cell's column (0 is the row's controls, then one per shown field), how
   * many there are, and a move to a cell that, with `extend`, stretches the range from its anchor.
   */
  cells: {
    column: number;
    columns: number;
    moveTo: (index: number, column: number, extend: boolean) => void;
    /** The field of column `column`, when the row's cell there can be edited. */
    editableField: (row: QryRow, column: number) => string | undefined;
    clearRange: () => void;
  };
  /** The row's first field F2 edits, if any. */
  firstEditable: (row: QryRow) => string | undefined;
  edit: (row: QryRow, field: string) => void;
  open: (row: QryRow) => void;
  toggle: (row: QryRow | undefined) => void;
}

/**
 * The grid's keys (WAI-ARIA data grid). Ungrouped, the active cell moves: arrows, Page keys, Home
 * and End (along the row), Ctrl+Home and Ctrl+End (first and last cell), Tab and Shift+Tab (along the
 * row, leaving the grid past its ends); Shift with a move stretches a range of cells, Escape drops
 * it. Enter edits an editable cell and opens the row elsewhere, F2 edits, Space selects the row.
 * Grouped, the active line moves; Enter, ArrowRight and ArrowLeft expand and collapse a group,
 * Enter on its "more" line loads more rows.
 */
export function onGridKey(event: KeyboardEvent<HTMLTableElement>, target: GridKeyTarget): void {
  if (event.target !== event.currentTarget || target.count === 0) return;
  if (target.grouped) {
    onGroupedKey(event, target, target.grouped);
    return;
  }
  const { active, page, cells, row } = target;
  const lastColumn = cells.columns - 1;
  const ctrl = event.ctrlKey || event.metaKey;
  const moves: Record<string, [number, number]> = {
    ArrowDown: [active + 1, cells.column],
    ArrowUp: [active - 1, cells.column],
    PageDown: [active + page, cells.column],
    PageUp: [active - page, cells.column],
    ArrowLeft: [active, Math.max(0, cells.column - 1)],
    ArrowRight: [active, Math.min(lastColumn, cells.column + 1)],
    Home: [ctrl ? 0 : active, 0],
    End: [ctrl ? target.count - 1 : active, lastColumn],
  };
  const move = moves[event.key];
  if (move) {
    event.preventDefault();
    cells.moveTo(move[0], move[1], event.shiftKey);
    return;
  }
  if (event.key === 'Tab') {
    const column = cells.column + (event.shiftKey ? -1 : 1);
    // Past the row's ends Tab leaves the grid, so it never traps the keyboard.
    if (column < 0 || column > lastColumn) return;
    event.preventDefault();
    cells.moveTo(active, column, false);
  } else if (event.key === 'Escape') {
    cells.clearRange();
  } else if (event.key === 'Enter' && row) {
    event.preventDefault();
    const field = cells.editableField(row, cells.column);
    if (field) target.edit(row, field);
    else target.open(row);
  } else if (event.key === ' ') {
    event.preventDefault();
    target.toggle(row);
  } else if (event.key === 'F2' && row) {
    const field = cells.editableField(row, cells.column) ?? target.firstEditable(row);
    if (field) target.edit(row, field);
  }
}

function onGroupedKey(
  event: KeyboardEvent<HTMLTableElement>,
  target: GridKeyTarget,
  grouped: NonNullable<GridKeyTarget['grouped']>,
): void {
  const { active, page } = target;
  const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: page, PageUp: -page };
  if (event.key in moves) {
    event.preventDefault();
    target.moveTo(active + (moves[event.key] ?? 0));
  } else if (event.key === 'Home') {
    event.preventDefault();
    target.moveTo(0);
  } else if (event.key === 'End') {
    event.preventDefault();
    target.moveTo(target.count - 1);
  } else {
    const { line } = grouped;
    if (line?.kind === 'group' && line.group.level > 0) {
      const wanted = { Enter: !line.expanded, ArrowRight: true, ArrowLeft: false }[event.key];
      if (wanted === undefined) return;
      event.preventDefault();
      if (wanted !== line.expanded) grouped.onToggle(line.key);
    } else if (line?.kind === 'row' && event.key === 'F2') {
      const field = target.firstEditable(line.row);
      if (field) target.edit(line.row, field);
    } else if (line?.kind === 'row' && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      if (event.key === 'Enter') target.open(line.row);
      else target.toggle(line.row);
    } else if (line?.kind === 'more' && event.key === 'Enter') {
      event.preventDefault();
      grouped.onMore(line.group.key);
    }
  }
}
