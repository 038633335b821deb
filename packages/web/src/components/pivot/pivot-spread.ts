import { type PivotAnswer, type PivotHeader, pivotCell } from '@cubus/shared';

/** Per header and dimension: the codes from the shallowest shown ancestor to the member (null: a total). */
export type Chains = (string[] | null)[][];

/**
 * The ancestry of every header of an axis as the answer shows it. Headers come an item before its
 * children, each subtree contiguous (shared `pivot.ts`), so one stack of open ancestors per outer
 * prefix is enough.
 */
export function chainsOf(headers: PivotHeader[], dims: number): Chains {
  const stacks = new Map<string, { code: string; level: number }[]>();
  return headers.map((header) =>
    Array.from({ length: dims }, (_, i) => {
      const member = header.members[i];
      if (!member) return null;
      const prefix = header.members
        .slice(0, i)
        .map((m) => m?.code ?? '')
        .join('\u0000');
      const stack = stacks.get(prefix) ?? [];
      while (stack.length > 0 && (stack.at(-1)?.level ?? 0) >= member.level) stack.pop();
      stack.push({ code: member.code, level: member.level });
      stacks.set(prefix, stack);
      return stack.map((s) => s.code);
    }),
  );
}

/** Whether header `a` lies within header `b` (every dimension of `b` is a total or an ancestor-or-self of `a`'s). */
function within(a: (string[] | null)[], b: (string[] | null)[]): boolean {
  return b.every((chain, i) => chain === null || (a[i]?.includes(chain.at(-1) ?? '') ?? false));
}

const keyOf = (chains: (string[] | null)[]) => chains.map((d) => d?.at(-1) ?? '').join('\u0000');

/** The header that is the overlap of two (the deeper chain per dimension), its index, or -1 when not shown; null when disjoint. */
function overlap(chains: Chains, x: number, y: number, indexOf: Map<string, number>): number | null {
  const a = chains[x] ?? [];
  const b = chains[y] ?? [];
  const wanted: (string[] | null)[] = [];
  for (let i = 0; i < a.length; i++) {
    const p = a[i] ?? null;
    const q = b[i] ?? null;
    if (p === null || q === null) wanted.push(p ?? q);
    else if (p.includes(q.at(-1) ?? '')) wanted.push(p);
    else if (q.includes(p.at(-1) ?? '')) wanted.push(q);
    else return null;
  }
  return indexOf.get(keyOf(wanted)) ?? -1;
}

/**
 * Per header of an axis, against the written header `at`: whether `at` lies within it, and their
 * overlap (as `overlap`). Once per header, not per cell: a 2,000 × 50 pivot has 100,000 cells.
 */
function axisOverlaps(chains: Chains, at: number): { within: boolean[]; overlap: (number | null)[] } {
  const indexOf = new Map<string, number>();
  chains.forEach((chain, i) => {
    const key = keyOf(chain);
    if (!indexOf.has(key)) indexOf.set(key, i);
  });
  return {
    within: chains.map((chain) => within(chains[at] ?? [], chain)),
    overlap: chains.map((_, x) => overlap(chains, x, at, indexOf)),
  };
}

/**
 * What the pivot shows right after writing `value` to cell (r, c) of measure `m`, before the answer
 * is read again (DESIGN: a write is visible at once). For a sum, the server spreads a consolidated
 * value over the leaves in proportion to their values, so every shown cell changes by
 * `(factor − 1) ×` its overlap with the written cell; when the overlap is not shown, or the old
 * value was empty (equal shares), only the written cell and the cells containing it are known.
 */
export function spreadWrite(
  answer: PivotAnswer,
  at: { r: number; c: number; m: number },
  value: number | null,
): PivotAnswer {
  const rows = axisOverlaps(chainsOf(answer.rows, answer.rowDims.length), at.r);
  const columns = axisOverlaps(chainsOf(answer.columns, answer.columnDims.length), at.c);
  const old = pivotCell(answer, at.r, at.c, at.m);
  const sum = answer.measures[at.m]?.aggregation === 'sum';
  const next = value ?? 0;
  const factor = old ? next / old : null;
  const scale = answer.measures[at.m]?.scale ?? null;
  // The answer's cells of a measure with a scale are whole numbers of 10^-scale.
  const raw = (v: number) => (scale ? Math.round(v * 10 ** scale) : v);
  const width = answer.columns.length;
  // Rows and columns that neither contain the written cell nor overlap it keep their values.
  const touches = (axis: typeof rows, i: number) =>
    sum && ((axis.within[i] ?? false) || (factor !== null && (axis.overlap[i] ?? -1) >= 0));
  const cells = answer.cells.map((values, m) => {
    if (m !== at.m) return values;
    const out = values.slice();
    answer.rows.forEach((_, r) => {
      if (r !== at.r && !touches(rows, r)) return;
      for (let c = 0; c < width; c++) {
        const i = r * width + c;
        const v = pivotCell(answer, r, c, m);
        if (r === at.r && c === at.c) out[i] = value === null ? null : raw(value);
        else if (!touches(columns, c)) continue;
        else if (rows.within[r] && columns.within[c]) out[i] = raw((v ?? 0) + next - (old ?? 0));
        else if (factor !== null && v !== null) {
          const ri = rows.overlap[r] ?? null;
          const ci = columns.overlap[c] ?? null;
          if (ri === null || ci === null || ri < 0 || ci < 0) continue;
          out[i] = raw(v + (factor - 1) * (pivotCell(answer, ri, ci, m) ?? 0));
        }
      }
    });
    return out;
  });
  return { ...answer, cells };
}
