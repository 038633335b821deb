import {
  type SelectRequest,
  type TodoFilter,
  type TodoSort,
  type TodoTag,
  todoOrderBy,
  todoRouteFilter,
} from '@cubus/shared';

export const todoFields = [
  'id',
  'title',
  'description',
  'dueDate',
  'assigneeId',
  'assigneeName',
  'assigneeUsername',
  'tags',
  'isImportant',
  'isCompleted',
  'isDeleted',
  'version',
];

export interface TodoTask {
  id: string;
  title: string;
  description: string | null;
  dueDate: string | null;
  assigneeId: string | null;
  assigneeName: string | null;
  assigneeUsername: string | null;
  tags: string[];
  isImportant: boolean;
  isCompleted: boolean;
  isDeleted: boolean;
  version: number;
}

/**
 * The most tasks the list shows at once: the spec gives no number, so the list stays a list, not
 * a grid; above it the page says so and search, filters and tags narrow it (the grid shows all).
 */
export const todoListCap = 1000;

/**
 * The select of a todo route (SPEC §7's rules): the route's filter or tag, search on the title,
 * one of the spec's sorts. Without a filter the server leaves deleted tasks out.
 * @example todoSelect({filter: 'important'}, 'report', 'due-date')
 */
export function todoSelect(
  route: { filter?: TodoFilter; tag?: TodoTag },
  search: string,
  sort: TodoSort,
): SelectRequest {
  return {
    op: 'select',
    object: 'todo',
    fields: todoFields,
    ...(search.trim() ? { search: search.trim() } : {}),
    filter: todoRouteFilter(route),
    orderby: todoOrderBy(sort),
    limit: todoListCap,
  };
}
