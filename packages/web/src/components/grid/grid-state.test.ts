import type { FilterNode, SchemaAnswer } from '@cubus/shared';
import { describe, expect, it } from 'vitest';
import { addCondition, addGroup, setOperator } from './filter-tree';
import {
  detailSelectOf,
  exportSelectOf,
  filterOf,
  fromViewState,
  groupSelectOf,
  initialGridState,
  matchOf,
  selectOf,
  toViewState,
} from './grid-state';

const info = (name: string, type: SchemaAnswer['fields'][number]['type']) => ({
  name,
  type,
  title: `fields.todo.${name}`,
  filterable: true,
  sortable: true,
  editable: true,
  required: false,
  searchable: type === 'text',
});
const schema: SchemaAnswer = {
  object: 'todo',
  key: 'id',
  fields: [
    info('id', 'uuid'),
    info('title', 'text'),
    info('rows', 'integer'),
    info('version', 'integer'),
    info('deleted', 'datetime'),
  ],
  ops: ['select', 'get', 'update'],
  softDelete: true,
  versioned: true,
};

describe('grid requests', () => {
  it('asks for the visible fields plus key, version and deleted, with search, filter and sorts', () => {
    const state = initialGridState(schema);
    expect(state.fields).toEqual(['title', 'rows']);
    let filter = addCondition(state.filter, [], { field: 'rows', op: 'gt', value: 1 });
    filter = setOperator(addGroup(filter, []), [0], 'or');
    filter = addCondition(filter, [0], { field: 'title', op: 'starts', value: 'A' });
    filter = addCondition(filter, [0], { field: 'title', op: 'eq', value: '' });
    const request = selectOf(
      'todo',
      { ...state, filter, search: ' q ', sorts: [{ field: 'title', dir: 'desc' }] },
      schema,
      200,
      100,
    );
    expect(request).toMatchObject({
      op: 'select',
      object: 'todo',
      fields: ['title', 'rows', 'id', 'version', 'deleted'],
      search: 'q',
      orderby: { isActive: true, sorts: [{ field: 'title', dir: 'desc' }] },
      offset: 200,
      limit: 100,
    });
    expect((request.filter as FilterNode | undefined)?.childnodes?.[0]?.operator.sid).toBe('or');
    expect((request.filter as FilterNode | undefined)?.childnodes?.[0]?.conditions).toHaveLength(1);
  });

  it('sends no filter, search or order when there is none', () => {
    const request = selectOf('todo', initialGridState(schema), schema, 0, 50);
    expect(request).not.toHaveProperty('filter');
    expect(request).not.toHaveProperty('search');
    expect(request).not.toHaveProperty('orderby');
  });

  it('groups one level at a time with the aggregates, counting rows when none is chosen', () => {
    const state = { ...initialGridState(schema), groups: ['title', 'rows'], aggregates: [] };
    expect(groupSelectOf('todo', state, schema, 1).groupby).toEqual({
      isActive: true,
      groups: [{ field: 'title' }],
      aggregates: [{ operand: 'count' }],
    });
    const withSum = { ...state, aggregates: [{ field: 'rows', operand: 'sum' as const }] };
    expect(groupSelectOf('todo', withSum, schema, 2).orderby?.sorts).toEqual([
      { field: 'title', dir: 'asc' },
      { field: 'rows', dir: 'asc' },
    ]);
  });
});

describe('export requests', () => {
  it('exports the visible fields of the current view without paging', () => {
    const state = { ...initialGridState(schema), fields: ['rows', 'gone'], search: 'x' };
    const request = exportSelectOf('todo', state, schema);
    expect(request).toEqual({ op: 'select', object: 'todo', fields: ['rows'], search: 'x' });
  });

  it('exports the innermost groups when grouped', () => {
    const state = {
      ...initialGridState(schema),
      groups: ['title'],
      aggregates: [{ field: 'rows', operand: 'sum' as const }],
    };
    expect(exportSelectOf('todo', state, schema).groupby?.groups).toEqual([{ field: 'title' }]);
  });
});

describe('view state', () => {
  it('survives a round trip', () => {
    const state = {
      ...initialGridState(schema),
      fields: ['rows', 'title'],
      widths: { title: 300 },
      filter: addCondition(initialGridState(schema).filter, [], {
        field: 'rows',
        op: 'between',
        value: [1, 5],
      }),
      groups: ['title'],
      aggregates: [{ field: 'rows', operand: 'sum' as const }],
      sorts: [{ field: 'rows', dir: 'asc' as const }],
      search: 'x',
      density: 'compact' as const,
    };
    expect(fromViewState(JSON.parse(JSON.stringify(toViewState(state))), schema)).toEqual(state);
  });

  it('drops fields the object no longer has and falls back on a broken view', () => {
    const saved = {
      fields: ['gone', 'title'],
      widths: { gone: 10 },
      orderby: { isActive: true, sorts: [{ field: 'gone', dir: 'asc' }] },
    };
    const state = fromViewState(saved, schema);
    expect(state.fields).toEqual(['title']);
    expect(state.widths).toEqual({});
    expect(state.sorts).toEqual([]);
    expect(fromViewState({ density: 'huge' }, schema)).toEqual(initialGridState(schema));
  });
});

describe('show deleted, select all and group rows', () => {
  it('adds a condition on deleted that matches every row when deleted rows show', () => {
    const state = { ...initialGridState(schema), search: ' x ' };
    expect(filterOf(state, schema)).toBeUndefined();
    const shown = filterOf({ ...state, showDeleted: true }, schema);
    expect(shown?.childnodes?.[0]).toMatchObject({
      operator: { sid: 'or' },
      conditions: [
        { isactive: true, field: 'deleted', op: 'null' },
        { isactive: true, field: 'deleted', op: 'notnull' },
      ],
    });
    expect(matchOf({ ...state, showDeleted: true }, schema)).toEqual({ search: 'x', filter: shown });
    expect(selectOf('todo', { ...state, showDeleted: true }, schema, 0, 10).filter).toEqual(shown);
    // Objects without soft delete ignore the switch.
    expect(filterOf({ ...state, showDeleted: true }, { ...schema, softDelete: false })).toBeUndefined();
  });

  it('narrows the rows of a group to its values, null as an empty value', () => {
    const state = { ...initialGridState(schema), groups: ['title', 'rows'] };
    const request = detailSelectOf('todo', state, schema, { title: 'a', rows: null, count: 3 }, 50);
    expect(request.limit).toBe(50);
    expect((request.filter as FilterNode).conditions).toEqual([
      { isactive: true, field: 'title', op: 'eq', value: 'a' },
      { isactive: true, field: 'rows', op: 'null' },
    ]);
  });
});
