import type { Condition, ConditionOp, ConditionValue, FilterNode } from '@cubus/shared';

/** Where a node sits: the child indices from the root (`[]` is the root). */
export type NodePath = readonly number[];

let nextId = 0;
/** A key for the builder's rows; the server ignores `id`. */
export const newId = () => `n${Date.now().toString(36)}${(nextId++).toString(36)}`;

function mapNode(root: FilterNode, path: NodePath, change: (node: FilterNode) => FilterNode): FilterNode {
  if (path.length === 0) return change(root);
  const [head, ...rest] = path;
  const children = root.childnodes ?? [];
  return {
    ...root,
    childnodes: children.map((child, index) => (index === head ? mapNode(child, rest, change) : child)),
  };
}

/** The node at a path, or undefined. */
export function nodeAt(root: FilterNode, path: NodePath): FilterNode | undefined {
  let node: FilterNode | undefined = root;
  for (const index of path) node = node?.childnodes?.[index];
  return node;
}

export function addCondition(root: FilterNode, path: NodePath, condition: Condition): FilterNode {
  return mapNode(root, path, (node) => ({
    ...node,
    conditions: [...(node.conditions ?? []), { id: newId(), isactive: true, ...condition }],
  }));
}

/** Adds an empty AND group under the node at `path`. */
export function addGroup(root: FilterNode, path: NodePath, sid: 'and' | 'or' = 'and'): FilterNode {
  const group: FilterNode = {
    id: newId(),
    isactive: true,
    isexpanded: true,
    name: 'Group',
    operator: sid === 'and' ? { id: 1, sid: 'and', name: 'AND' } : { id: 2, sid: 'or', name: 'OR' },
    childnodes: [],
    conditions: [],
  };
  return mapNode(root, path, (node) => ({ ...node, childnodes: [...(node.childnodes ?? []), group] }));
}

export function setOperator(root: FilterNode, path: NodePath, sid: 'and' | 'or'): FilterNode {
  const operator = sid === 'and' ? { id: 1, sid, name: 'AND' } : { id: 2, sid, name: 'OR' };
  return mapNode(root, path, (node) => ({ ...node, operator }));
}

export function setNodeActive(root: FilterNode, path: NodePath, isactive: boolean): FilterNode {
  return mapNode(root, path, (node) => ({ ...node, isactive }));
}

/** Removes the node at `path`; the root itself stays (it is cleared instead). */
export function removeNode(root: FilterNode, path: NodePath): FilterNode {
  if (path.length === 0) return { ...root, childnodes: [], conditions: [] };
  const parent = path.slice(0, -1);
  const at = path[path.length - 1];
  return mapNode(root, parent, (node) => ({
    ...node,
    childnodes: (node.childnodes ?? []).filter((_, index) => index !== at),
  }));
}

export function updateCondition(
  root: FilterNode,
  path: NodePath,
  index: number,
  patch: Partial<Condition>,
): FilterNode {
  return mapNode(root, path, (node) => ({
    ...node,
    conditions: (node.conditions ?? []).map((condition, at) =>
      at === index ? { ...condition, ...patch } : condition,
    ),
  }));
}

export function removeCondition(root: FilterNode, path: NodePath, index: number): FilterNode {
  return mapNode(root, path, (node) => ({
    ...node,
    conditions: (node.conditions ?? []).filter((_, at) => at !== index),
  }));
}

/** Operators that take no value, a list, or a pair. */
export const valueShapeOf = (op: ConditionOp): 'none' | 'list' | 'pair' | 'one' =>
  op === 'null' || op === 'notnull'
    ? 'none'
    : op === 'in' || op === 'nin'
      ? 'list'
      : op === 'between'
        ? 'pair'
        : 'one';

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

/** True when the condition can be sent: its value fits the shape its operator needs. */
export function isComplete(condition: Condition): boolean {
  const value: ConditionValue | undefined = condition.value;
  switch (valueShapeOf(condition.op)) {
    case 'none':
      return true;
    case 'list':
      return Array.isArray(value) && value.length > 0 && value.every(filled);
    case 'pair':
      return Array.isArray(value) && value.length === 2 && value.every(filled);
    default:
      return !Array.isArray(value) && filled(value);
  }
}

/** Conditions anywhere in the tree, active or not. */
export function countConditions(node: FilterNode): number {
  return (
    (node.conditions?.length ?? 0) +
    (node.childnodes ?? []).reduce((sum, child) => sum + countConditions(child), 0)
  );
}

/**
 * The tree as the server should get it: incomplete conditions and conditions on fields the object
 * lacks are left out, and so are groups left empty by that. `null` when nothing remains.
 */
export function prunedFilter(
  node: FilterNode,
  knows: (field: string) => boolean = () => true,
): FilterNode | null {
  const conditions = (node.conditions ?? []).filter((c) => knows(c.field) && isComplete(c));
  const childnodes = (node.childnodes ?? [])
    .map((child) => prunedFilter(child, knows))
    .filter((child): child is FilterNode => child !== null);
  if (conditions.length === 0 && childnodes.length === 0) return null;
  return { ...node, conditions, childnodes };
}
