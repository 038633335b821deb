import type { PivotAnswer, PivotMember } from '@cubus/shared';

/** One value column of the pivot: column header `c` of the answer, measure `m`. */
export interface LeafColumn {
  c: number;
  m: number;
}

/** A header label over one leaf column; `first` where a run of equal labels starts (it spans the run). */
export interface HeaderCell {
  member: PivotMember | null;
  /** The first null of a header: where its "Total" label goes. */
  total: boolean;
  first: boolean;
  span: number;
}

/** A row's label for one row dimension; `repeat` when the row above shows the same outer member. */
export interface RowLabel {
  member: PivotMember | null;
  total: boolean;
  repeat: boolean;
  /** Indentation: levels below the shallowest member of this dimension in the answer. */
  depth: number;
}

export interface PivotLayout {
  leafColumns: LeafColumn[];
  /** One line per column dimension, then one for the measures when there are several. */
  headerLines: HeaderCell[][];
  measureLine: boolean;
  rowLabels: RowLabel[][];
}

const sameMembers = (a: (PivotMember | null)[], b: (PivotMember | null)[], upTo: number) => {
  for (let i = 0; i <= upTo; i++) if ((a[i]?.code ?? null) !== (b[i]?.code ?? null)) return false;
  return true;
};

function shallowest(headers: PivotAnswer['rows'], dims: number): number[] {
  return Array.from({ length: dims }, (_, i) =>
    headers.reduce((min, h) => Math.min(min, h.members[i]?.level ?? min), Number.POSITIVE_INFINITY),
  );
}

/**
 * The display layout of a pivot answer: leaf columns (column × measure, measures innermost),
 * header lines with the runs they span, and row labels with repeats marked (shown once) and
 * hierarchy depth. Pure, so a 2,000 × 50 answer lays out once per answer, not per scroll.
 */
export function buildLayout(answer: PivotAnswer): PivotLayout {
  const measures = Math.max(answer.measures.length, 1);
  const leafColumns: LeafColumn[] = answer.columns.flatMap((_, c) =>
    Array.from({ length: measures }, (_, m) => ({ c, m })),
  );
  const headerLines = answer.columnDims.map((_, d) => {
    const line: HeaderCell[] = [];
    let runStart = -1;
    leafColumns.forEach(({ c }, k) => {
      const members = answer.columns[c]?.members ?? [];
      const previous = k > 0 ? (answer.columns[leafColumns[k - 1]?.c ?? 0]?.members ?? []) : null;
      const first = previous === null || !sameMembers(members, previous, d);
      const member = members[d] ?? null;
      line.push({ member, total: member === null && (d === 0 || members[d - 1] !== null), first, span: 1 });
      const run = line[runStart];
      if (first) runStart = k;
      else if (run) run.span += 1;
    });
    for (const cell of line) if (!cell.first) cell.span = 0;
    return line;
  });
  const depth = shallowest(answer.rows, answer.rowDims.length);
  const rowLabels = answer.rows.map((header, r) =>
    answer.rowDims.map((_, i) => {
      const member = header.members[i] ?? null;
      const above = r > 0 ? answer.rows[r - 1]?.members : undefined;
      return {
        member,
        total: member === null && (i === 0 || header.members[i - 1] !== null),
        // An outer member repeats down its inner rows; the innermost label always shows.
        repeat:
          member !== null &&
          i < answer.rowDims.length - 1 &&
          !!above &&
          sameMembers(header.members, above, i),
        depth: member ? member.level - (depth[i] ?? 0) : 0,
      };
    }),
  );
  return { leafColumns, headerLines, measureLine: answer.measures.length > 1, rowLabels };
}
