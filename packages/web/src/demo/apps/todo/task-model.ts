import { todoFilters, todoTags } from '../../../features/todo/todo-params';

/** The demo's todo app keeps the product's filter and tag guards (SPEC §5). */
export const taskFilters = todoFilters;
export const taskTags = todoTags;
export type TaskFilter = (typeof taskFilters)[number];
export type TaskTag = (typeof taskTags)[number];

export const taskSorts = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const;
export type TaskSort = (typeof taskSorts)[number];

/** SPEC §3 Task. */
export interface Task {
  id: number;
  title: string;
  /** yyyy-mm-dd */
  dueDate: string;
  /** html */
  description: string;
  assignee: { fullName: string; avatar: string } | null;
  tags: TaskTag[];
  isCompleted: boolean;
  isDeleted: boolean;
  isImportant: boolean;
}

/** The text of an html description, for a one-line preview and the edit box. */
export function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
