import { type PivotAnswer, pivotCell } from '@cubus/shared';
import type { CellBlock } from '../../lib/sheet-clipboard';
import { parseNumber } from './pivot-format';
import type { PivotLayout } from './pivot-layout';
import { writeCoordsOf } from './pivot-state';

/** A rectangle of value cells: rows `top`..`bottom`, leaf columns `left`..`right`. */
export interface PivotRange {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** A value cell: row `r`, leaf column `k` (the grid's `CellAt`). */
type Cell = { r: number; k: number };

/** The range between an anchor and the active cell (the active cell alone without an anchor). */
export function rangeOf(active: Cell, anchor: Cell | null): PivotRange {
  const from = anchor ?? active;
  return {
    top: Math.min(from.r, active.r),
    bottom: Math.max(from.r, active.r),
    left: Math.min(from.k, active.k),
    right: Math.max(from.k, active.k),
  };
}

const memberNames = (members: ({ name: string } | null)[], total: string) =>
  members.map((m) => m?.name ?? total).join(' · ');

/**
 * The range's values as copied text: numbers in the user's language without grouping (what a
 * spreadsheet in that language reads), empty cells empty. With `headers`, a first line of column
 * titles (members and measure) and a first column of row titles.
 */
export function pivotBlock(
  answer: PivotAnswer,
  layout: PivotLayout,
  range: PivotRange,
  language: string,
  headers: { total: string } | null,
): { block: CellBlock; titles?: string[] } {
  const text = (value: number | null) =>
    value === null ? '' : value.toLocaleString(language, { useGrouping: false, maximumFractionDigits: 15 });
  const block: CellBlock = [];
  for (let r = range.top; r <= range.bottom; r++) {
    const line: string[] = [];
    for (let k = range.left; k <= range.right; k++) {
      const leaf = layout.leafColumns[k];
      line.push(leaf ? text(pivotCell(answer, r, leaf.c, leaf.m)) : '');
    }
    if (headers) line.unshift(memberNames(answer.rows[r]?.members ?? [], headers.total));
    block.push(line);
  }
  if (!headers) return { block };
  const titles = [''];
  for (let k = range.left; k <= range.right; k++) {
    const leaf = layout.leafColumns[k];
    const measure = leaf ? answer.measures[leaf.m] : undefined;
    const members = leaf ? memberNames(answer.columns[leaf.c]?.members ?? [], headers.total) : '';
    const name = measure?.caption ?? measure?.name ?? '';
    titles.push(members ? `${members} · ${name}` : name);
  }
  return { block, titles };
}

/** Whether a cell stands for one leaf: every member on its axes and in the filters is a leaf. */
function isLeafCell(answer: PivotAnswer, r: number, c: number): boolean {
  const rows = answer.rows[r]?.members ?? [];
  const columns = answer.columns[c]?.members ?? [];
  return (
    rows.length === answer.rowDims.length &&
    columns.length === answer.columnDims.length &&
    [...rows, ...columns].every((m) => m?.leaf === true) &&
    answer.filters.every((f) => f.members.length === 1 && f.members[0]?.leaf === true)
  );
}

export type PivotPaste =
  | { cells: { measure: string; coords: Record<string, string>; value: number | null }[] }
  | { error: 'beyond' | 'not_leaf' | 'several_filtered' }
  | { error: 'not_number'; row: number; column: number; text: string };

/**
 * What pasting `block` at the range's top-left writes: one leaf cell per pasted cell, each value a
 * number in the user's language or empty (clears). A single value pasted onto a larger range fills
 * it. Refused whole when the block reaches past the pivot, covers a total or consolidated cell, or
 * holds a text that is not a number (its place in the block, 1-based).
 */
export function planPivotPaste(
  answer: PivotAnswer,
  layout: PivotLayout,
  range: PivotRange,
  block: CellBlock,
  language: string,
): PivotPaste {
  const single = block.length === 1 && block[0]?.length === 1;
  const height = single ? range.bottom - range.top + 1 : block.length;
  const width = single ? range.right - range.left + 1 : (block[0]?.length ?? 0);
  if (range.top + height > answer.rows.length || range.left + width > layout.leafColumns.length)
    return { error: 'beyond' };
  const cells: { measure: string; coords: Record<string, string>; value: number | null }[] = [];
  for (let i = 0; i < height; i++) {
    for (let j = 0; j < width; j++) {
      const r = range.top + i;
      const leaf = layout.leafColumns[range.left + j];
      const measure = leaf && answer.measures[leaf.m];
      if (!leaf || !measure) return { error: 'beyond' };
      if (!isLeafCell(answer, r, leaf.c)) return { error: 'not_leaf' };
      const coords = writeCoordsOf(answer, r, leaf.c);
      if (!coords) return { error: 'several_filtered' };
      const text = single ? (block[0]?.[0] ?? '') : (block[i]?.[j] ?? '');
      const value = parseNumber(text, language);
      if (value !== null && Number.isNaN(value))
        return { error: 'not_number', row: i + 1, column: j + 1, text };
      cells.push({ measure: measure.name, coords, value });
    }
  }
  return { cells };
}
