/**
 * The grid's multi-select: chosen rows by id, or "all" — every row of the current search and
 * filter, loaded or not — minus the ones unticked since.
 */
export type Selection = { all: false; ids: ReadonlySet<string> } | { all: true; except: ReadonlySet<string> };

export const noSelection: Selection = { all: false, ids: new Set() };

export const allRows: Selection = { all: true, except: new Set() };

export function isSelected(selection: Selection, id: string): boolean {
  return selection.all ? !selection.except.has(id) : selection.ids.has(id);
}

/** Ticks or unticks one row. */
export function toggled(selection: Selection, id: string): Selection {
  const flip = (set: ReadonlySet<string>) => {
    const next = new Set(set);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  };
  return selection.all
    ? { all: true, except: flip(selection.except) }
    : { all: false, ids: flip(selection.ids) };
}

/** How many rows are selected, out of `total` matching rows. */
export function selectedCount(selection: Selection, total: number): number {
  return selection.all ? Math.max(0, total - selection.except.size) : selection.ids.size;
}

/**
 * What a bulk op names: the ids, or the grid's match minus the unticked rows.
 * @example targetOf(allRows, {search: 'x'}) // {match: {search: 'x'}}
 */
export function targetOf<M extends object>(
  selection: Selection,
  match: M,
): { ids: string[] } | { match: M & { except?: string[] } } {
  if (!selection.all) return { ids: [...selection.ids] };
  return { match: selection.except.size > 0 ? { ...match, except: [...selection.except] } : match };
}
