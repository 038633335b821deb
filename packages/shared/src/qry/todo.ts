import type { Condition, FilterNode } from './filter';
import type { OrderBy } from './request';

/** The spec's task tags and route filters (`/cubus/todo/:filter`, `/cubus/todo/tag/:tag`). */
export const todoTags = ['team', 'low', 'medium', 'high', 'update'] as const;
export type TodoTag = (typeof todoTags)[number];
export const todoFilters = ['important', 'completed', 'deleted'] as const;
export type TodoFilter = (typeof todoFilters)[number];
export const todoSorts = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const;
export type TodoSort = (typeof todoSorts)[number];

const condition = (field: string, op: Condition['op'], value?: Condition['value']): Condition => ({
  isactive: true,
  field,
  op,
  ...(value === undefined ? {} : { value }),
});

/**
 * The filter of a todo route. The server hides deleted tasks unless the filter has a condition on
 * `deleted` (so `/cubus/todo/deleted` asks `deleted notnull`); the other routes add theirs on top.
 * @example todoRouteFilter({ tag: 'team' }).conditions // [{field: 'tags', op: 'contains', value: 'team', …}]
 */
export function todoRouteFilter(route: { filter?: TodoFilter; tag?: TodoTag }): FilterNode {
  const conditions: Condition[] = [];
  if (route.filter === 'important') conditions.push(condition('isImportant', 'eq', true));
  if (route.filter === 'completed') conditions.push(condition('isCompleted', 'eq', true));
  if (route.filter === 'deleted') conditions.push(condition('deleted', 'notnull'));
  if (route.tag) conditions.push(condition('tags', 'contains', route.tag));
  return {
    isactive: true,
    isexpanded: true,
    name: 'Root Node',
    operator: { id: 1, sid: 'and', name: 'AND' },
    childnodes: [],
    conditions,
  };
}

/**
 * The order-by of the spec's todo sorts: latest first, title either way, assignee, due date.
 * @example todoOrderBy('due-date') // {isActive: true, sorts: [{field: 'dueDate', dir: 'asc'}]}
 */
export function todoOrderBy(sort: TodoSort): OrderBy {
  const sorts: Record<TodoSort, { field: string; dir: 'asc' | 'desc' }> = {
    latest: { field: 'created', dir: 'desc' },
    'title-asc': { field: 'title', dir: 'asc' },
    'title-desc': { field: 'title', dir: 'desc' },
    assignee: { field: 'assigneeName', dir: 'asc' },
    'due-date': { field: 'dueDate', dir: 'asc' },
  };
  return { isActive: true, sorts: [sorts[sort]] };
}
