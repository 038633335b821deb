import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import { includesText } from '../../mocks/paginate';
import { bodyOf, notFound } from '../../mocks/replies';
import { tasks } from './task-data';
import { type Task, type TaskSort, taskFilters, taskSorts, taskTags } from './task-model';

const comparators: Record<TaskSort, (a: Task, b: Task) => number> = {
  latest: (a, b) => b.id - a.id,
  'title-asc': (a, b) => a.title.localeCompare(b.title),
  'title-desc': (a, b) => b.title.localeCompare(a.title),
  // Tasks given to nobody come last.
  assignee: (a, b) => (a.assignee?.fullName ?? '\uffff').localeCompare(b.assignee?.fullName ?? '\uffff'),
  'due-date': (a, b) => a.dueDate.localeCompare(b.dueDate),
};

const taskInput = z.object({
  title: z.string().trim().min(1).max(200),
  dueDate: z.iso.date(),
  description: z.string().max(20_000),
  assignee: z.object({ fullName: z.string().trim().min(1).max(120), avatar: z.string().max(500) }).nullable(),
  tags: z.array(z.enum(taskTags)).max(taskTags.length),
  isCompleted: z.boolean(),
  isImportant: z.boolean(),
});
const taskBody = z.object({ task: taskInput });

/** Which tasks a filter shows (SPEC §7): deleted ones only under `deleted`. */
function shownBy(filter: string, task: Task): boolean {
  if (filter === 'deleted') return task.isDeleted;
  if (task.isDeleted) return false;
  if (filter === 'important') return task.isImportant;
  if (filter === 'completed') return task.isCompleted;
  return true;
}

/** The todo app's calls (SPEC §7): list, add, update, and a soft DELETE that only sets isDeleted. */
export const taskHandlers = [
  http.get('/apps/todo/tasks', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const q = params.get('q') ?? '';
    const filter = taskFilters.find((f) => f === params.get('filter')) ?? '';
    const tag = params.get('tag') ?? '';
    const sortBy = taskSorts.find((s) => s === params.get('sortBy')) ?? 'latest';
    const found = tasks
      .all()
      .filter((task) => shownBy(filter, task))
      .filter((task) => !tag || task.tags.some((t) => t === tag))
      .filter((task) => !q || includesText(task.title, q))
      .sort((a, b) => comparators[sortBy](a, b) || a.id - b.id);
    return HttpResponse.json(found);
  }),

  http.post('/apps/todo/tasks', async ({ request }) => {
    const body = await bodyOf(request, taskBody);
    if (!body.ok) return body.reply;
    const all = tasks.all();
    const task: Task = { ...body.value.task, isDeleted: false, id: Math.max(0, ...all.map((t) => t.id)) + 1 };
    tasks.save([...all, task]);
    return HttpResponse.json({ task }, { status: 201 });
  }),

  http.post('/apps/todo/tasks/:id', async ({ request, params }) => {
    const existing = tasks.all().find((t) => String(t.id) === params.id);
    if (!existing) return notFound();
    const body = await bodyOf(request, taskBody);
    if (!body.ok) return body.reply;
    const task: Task = { ...existing, ...body.value.task };
    tasks.save(tasks.all().map((t) => (t.id === task.id ? task : t)));
    return HttpResponse.json({ task });
  }),

  http.delete('/apps/todo/tasks/:id', ({ params }) => {
    const existing = tasks.all().find((t) => String(t.id) === params.id);
    if (!existing) return notFound();
    tasks.save(tasks.all().map((t) => (t.id === existing.id ? { ...t, isDeleted: true } : t)));
    return new HttpResponse(null, { status: 200 });
  }),
];
