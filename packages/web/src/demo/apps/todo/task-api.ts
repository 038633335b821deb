import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { demoCall } from '../../demo-api';
import type { Task, TaskSort } from './task-model';

export interface TaskListParams {
  q: string;
  filter?: string;
  tag?: string;
  sortBy: TaskSort;
}

export type TaskInput = Omit<Task, 'id' | 'isDeleted'>;

const tasksKey = ['template-demo', 'tasks'] as const;

export function useTasks(params: TaskListParams) {
  return useQuery({
    queryKey: [...tasksKey, params],
    queryFn: () => demoCall<Task[]>('GET', '/apps/todo/tasks', params),
    placeholderData: keepPreviousData,
  });
}

/** Adds (no id), changes or (soft) deletes a task; the lists read again afterwards. */
export function useTaskChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: tasksKey });
  const save = useMutation({
    mutationFn: ({ id, task }: { id?: number; task: TaskInput }) =>
      demoCall<{ task: Task }>('POST', `/apps/todo/tasks${id === undefined ? '' : `/${id}`}`, { task }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: number) => demoCall<null>('DELETE', `/apps/todo/tasks/${id}`),
    onSuccess,
  });
  return { save, remove };
}

/** What a task's form edits: everything but its id and deleted flag. */
export function inputOf({ id: _id, isDeleted: _deleted, ...task }: Task): TaskInput {
  return task;
}
