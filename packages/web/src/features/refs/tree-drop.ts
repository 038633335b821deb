/** Where a dropped member goes: under `parent` (null: a root), before the sibling `before` (null: last). */
export interface MoveTarget {
  parent: string | null;
  before: string | null;
}

/** What a tree knows of its loaded hierarchy. */
export interface TreeIndex {
  parentOf: (code: string) => string | null;
  /** The loaded children of a member (null: the roots), in order. */
  childrenOf: (parent: string | null) => string[];
}

/**
 * The move of a drag and drop in antd's Tree: `relative` is -1 (before the target), 1 (after it) or
 * 0 (onto it, `intoGap` false: as its last child). Dropping just below an expanded member with
 * children puts the dragged one first among them, as the tree draws it.
 */
export function dropTarget(
  index: TreeIndex,
  drop: { dragged: string; target: string; relative: number; intoGap: boolean; targetOpen: boolean },
): MoveTarget {
  if (!drop.intoGap) return { parent: drop.target, before: null };
  const children = index.childrenOf(drop.target).filter((c) => c !== drop.dragged);
  if (drop.relative === 1 && drop.targetOpen && children.length > 0)
    return { parent: drop.target, before: children[0] ?? null };
  const parent = index.parentOf(drop.target);
  if (drop.relative < 0) return { parent, before: drop.target };
  const siblings = index.childrenOf(parent).filter((c) => c !== drop.dragged);
  return { parent, before: siblings[siblings.indexOf(drop.target) + 1] ?? null };
}

/** Move up (-1) or down (+1) among the siblings: the keyboard's reorder. Null at either end. */
export function stepTarget(index: TreeIndex, code: string, step: -1 | 1): MoveTarget | null {
  const parent = index.parentOf(code);
  const siblings = index.childrenOf(parent);
  const at = siblings.indexOf(code);
  if (at < 0 || (step < 0 && at === 0) || (step > 0 && at === siblings.length - 1)) return null;
  return { parent, before: step < 0 ? (siblings[at - 1] ?? null) : (siblings[at + 2] ?? null) };
}
