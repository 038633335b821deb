import { blankFilter } from '@cubus/shared';
import { describe, expect, it } from 'vitest';
import {
  addCondition,
  addGroup,
  countConditions,
  isComplete,
  nodeAt,
  prunedFilter,
  removeCondition,
  removeNode,
  setNodeActive,
  setOperator,
  updateCondition,
} from './filter-tree';

describe('filter tree editing', () => {
  it('builds an OR group inside the AND root and edits it in place', () => {
    let tree = addCondition(blankFilter(), [], { field: 'title', op: 'contains', value: 'a' });
    tree = addGroup(tree, []);
    tree = setOperator(tree, [0], 'or');
    tree = addCondition(tree, [0], { field: 'isImportant', op: 'eq', value: true });
    tree = addCondition(tree, [0], { field: 'tags', op: 'contains', value: 'team' });
    expect(tree.operator.sid).toBe('and');
    expect(nodeAt(tree, [0])?.operator).toEqual({ id: 2, sid: 'or', name: 'OR' });
    expect(countConditions(tree)).toBe(3);

    tree = updateCondition(tree, [0], 1, { value: 'high' });
    expect(nodeAt(tree, [0])?.conditions?.[1]?.value).toBe('high');
    tree = removeCondition(tree, [0], 0);
    expect(nodeAt(tree, [0])?.conditions?.map((c) => c.field)).toEqual(['tags']);
    tree = setNodeActive(tree, [0], false);
    expect(nodeAt(tree, [0])?.isactive).toBe(false);
    tree = removeNode(tree, [0]);
    expect(tree.childnodes).toEqual([]);
    expect(countConditions(tree)).toBe(1);
  });

  it('never changes the tree it was given', () => {
    const blank = blankFilter();
    const frozen = JSON.stringify(blank);
    addGroup(addCondition(blank, [], { field: 'x', op: 'null' }), []);
    expect(JSON.stringify(blank)).toBe(frozen);
  });

  it('clears the root instead of removing it', () => {
    const tree = removeNode(addCondition(blankFilter(), [], { field: 'x', op: 'null' }), []);
    expect(countConditions(tree)).toBe(0);
    expect(tree.name).toBe('Root Node');
  });

  it('knows which conditions are complete for their operator', () => {
    expect(isComplete({ field: 'a', op: 'null' })).toBe(true);
    expect(isComplete({ field: 'a', op: 'eq', value: '' })).toBe(false);
    expect(isComplete({ field: 'a', op: 'in', value: [] })).toBe(false);
    expect(isComplete({ field: 'a', op: 'in', value: ['x'] })).toBe(true);
    expect(isComplete({ field: 'a', op: 'between', value: [1, null] })).toBe(false);
    expect(isComplete({ field: 'a', op: 'between', value: [1, 5] })).toBe(true);
    expect(isComplete({ field: 'a', op: 'gt', value: 0 })).toBe(true);
  });

  it('prunes incomplete and unknown conditions and the groups they leave empty', () => {
    let tree = addCondition(blankFilter(), [], { field: 'title', op: 'eq', value: '' });
    tree = addGroup(tree, []);
    tree = addCondition(tree, [0], { field: 'gone', op: 'eq', value: 1 });
    expect(prunedFilter(tree, (f) => f !== 'gone')).toBeNull();
    tree = addCondition(tree, [0], { field: 'rows', op: 'gt', value: 1 });
    const pruned = prunedFilter(tree, (f) => f !== 'gone');
    expect(pruned?.conditions).toEqual([]);
    expect(pruned?.childnodes?.[0]?.conditions?.map((c) => c.field)).toEqual(['rows']);
  });
});
