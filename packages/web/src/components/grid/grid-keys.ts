import type { QryRow } from '@cubus/shared';
import type { KeyboardEvent } from 'react';
import type { GroupLine } from './grouped-rows';

/** What the keys act on: the active line and what can be done to it. */
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
  /** The row's first field F2 edits, if any. */
  firstEditable: (row: QryRow) => string | undefined;
  edit: (row: QryRow, field: string) => void;
  open: (row: QryRow) => void;
  toggle: (row: QryRow | undefined) => void;
}

/**
 * The grid's keys (WAI-ARIA data grid): arrows, Home, End and Page keys move the active row, Enter
 * opens it, Space selects it, F2 edits its first editable cell; on a group, Enter, ArrowRight and
 * ArrowLeft expand and collapse it, and Enter on its "more" line loads more rows.
 */
export function onGridKey(event: KeyboardEvent<HTMLTableElement>, target: GridKeyTarget): void {
  if (event.target !== event.currentTarget || target.count === 0) return;
  const { active, grouped, page } = target;
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
  } else if (grouped) {
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
  } else {
    const { row } = target;
    if (event.key === 'Enter' && row) {
      event.preventDefault();
      target.open(row);
    } else if (event.key === ' ') {
      event.preventDefault();
      target.toggle(row);
    } else if (event.key === 'F2' && row) {
      const field = target.firstEditable(row);
      if (field) target.edit(row, field);
    }
  }
}
