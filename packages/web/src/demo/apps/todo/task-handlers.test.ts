import { beforeEach, describe, expect, it } from 'vitest';
import { resetDemoStore } from '../../mocks/demo-store';
import { mockRequest } from '../../mocks/mock-request';
import { tasks } from './task-data';
import { taskHandlers } from './task-handlers';
import type { Task } from './task-model';

const list = async (query = '') =>
  (await mockRequest(taskHandlers, 'GET', `/apps/todo/tasks?${query}`)).body as Task[];

beforeEach(() => resetDemoStore());

const input = {
  title: 'Review the Q3 plan',
  dueDate: '2026-07-01',
  description: '<p>Before Friday</p>',
  assignee: null,
  tags: ['team'],
  isCompleted: false,
  isImportant: true,
};

describe('todo mocks (SPEC §7)', () => {
  it('leaves deleted tasks out unless the filter asks for them', async () => {
    const all = tasks.all();
    expect(all.some((t) => t.isDeleted)).toBe(true);
    expect((await list()).every((t) => !t.isDeleted)).toBe(true);
    expect((await list()).length).toBe(all.filter((t) => !t.isDeleted).length);
    expect((await list('filter=deleted')).every((t) => t.isDeleted)).toBe(true);
    expect((await list('filter=important')).every((t) => t.isImportant && !t.isDeleted)).toBe(true);
    expect((await list('filter=completed')).every((t) => t.isCompleted && !t.isDeleted)).toBe(true);
  });

  it('filters by tag, searches the title and sorts five ways', async () => {
    const team = await list('tag=team');
    expect(team.length).toBeGreaterThan(0);
    expect(team.every((t) => t.tags.includes('team'))).toBe(true);
    const sample = (await list())[4] as Task;
    expect((await list(`q=${encodeURIComponent(sample.title.toUpperCase())}`)).map((t) => t.id)).toContain(
      sample.id,
    );
    const ids = (await list('sortBy=latest')).map((t) => t.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const titles = (await list('sortBy=title-asc')).map((t) => t.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect((await list('sortBy=title-desc')).map((t) => t.title)).toEqual([...titles].reverse());
    const due = (await list('sortBy=due-date')).map((t) => t.dueDate);
    expect(due).toEqual([...due].sort());
    const assignees = (await list('sortBy=assignee')).map((t) => t.assignee?.fullName ?? null);
    expect(assignees.at(-1)).toBeNull();
  });

  it('adds a task (201, new id), updates it, and DELETE only sets isDeleted', async () => {
    const added = await mockRequest(taskHandlers, 'POST', '/apps/todo/tasks', { task: input });
    expect(added.status).toBe(201);
    const task = (added.body as { task: Task }).task;
    expect(task).toMatchObject({ ...input, isDeleted: false });
    const updated = await mockRequest(taskHandlers, 'POST', `/apps/todo/tasks/${task.id}`, {
      task: { ...input, isCompleted: true },
    });
    expect((updated.body as { task: Task }).task.isCompleted).toBe(true);
    expect((await mockRequest(taskHandlers, 'DELETE', `/apps/todo/tasks/${task.id}`)).status).toBe(200);
    const kept = tasks.all().find((t) => t.id === task.id);
    expect(kept).toMatchObject({ title: input.title, isCompleted: true, isDeleted: true });
    expect((await list()).map((t) => t.id)).not.toContain(task.id);
    expect((await list('filter=deleted')).map((t) => t.id)).toContain(task.id);
  });

  it('refuses a bad task with a code, and an unknown id with 404', async () => {
    const bad = await mockRequest(taskHandlers, 'POST', '/apps/todo/tasks', {
      task: { ...input, tags: ['urgent'] },
    });
    expect(bad.status).toBe(400);
    expect((await mockRequest(taskHandlers, 'DELETE', '/apps/todo/tasks/999')).status).toBe(404);
  });
});
