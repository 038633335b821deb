import type { FilterNode, SelectRequest } from '@cubus/shared';
import { describe, expect, it } from 'vitest';
import { todoListCap, todoSelect } from './todo-query';

const conditionsOf = (request: SelectRequest) => (request.filter as FilterNode).conditions;

describe('todo select', () => {
  it('asks for deleted tasks only on the deleted route', () => {
    expect(conditionsOf(todoSelect({}, '', 'latest'))).toEqual([]);
    expect(conditionsOf(todoSelect({ filter: 'deleted' }, '', 'latest'))).toEqual([
      { isactive: true, field: 'deleted', op: 'notnull' },
    ]);
  });

  it('filters a tag, searches the title and sorts as asked', () => {
    const request = todoSelect({ tag: 'team' }, ' plan ', 'title-desc');
    expect(request.search).toBe('plan');
    expect(conditionsOf(request)).toEqual([{ isactive: true, field: 'tags', op: 'contains', value: 'team' }]);
    expect(request.orderby).toEqual({ isActive: true, sorts: [{ field: 'title', dir: 'desc' }] });
    expect(todoSelect({}, '', 'assignee').orderby?.sorts?.[0]?.field).toBe('assigneeName');
  });

  it('asks for at most the list cap of 1,000 tasks, with the total', () => {
    expect(todoListCap).toBe(1000);
    expect(todoSelect({}, '', 'latest').limit).toBe(todoListCap);
  });
});
