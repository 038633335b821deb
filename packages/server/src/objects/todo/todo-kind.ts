import { todoTags } from '@cubus/shared';
import { z } from 'zod';
import { field } from '../../engine/compiler/object-schema';
import { AppError } from '../../lib/app-error';
import type { KindContext, ObjectKind, WriteValue } from '../../qry/object-kind';
import { sanitizeDescription } from './sanitize-description';

const kind = 'todo';
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(value)));

async function checkAssignee(context: KindContext, userId: string): Promise<void> {
  const member = await context.app.db
    .selectFrom('memberships')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('domain_id', '=', context.auth.domain.id)
    .executeTakeFirst();
  if (!member)
    throw new AppError(400, 'validation_failed', 'The assignee is not a user of this domain', {
      path: 'values.assigneeId',
    });
}

/**
 * The spec's task: title, sanitised html description, due date, an assignee from the domain's
 * users, tags, important/completed, soft delete. Route filters, as conditions: important →
 * `isImportant eq true`, completed → `isCompleted eq true`, deleted → `deleted notnull`, tag →
 * `tags contains <tag>` (`todoRouteFilter` in shared builds them); without a condition on
 * `deleted`/`isDeleted`, deleted tasks are hidden. `search` matches the title.
 */
export const todoKind: ObjectKind = {
  name: kind,
  subject: 'todo',
  store: 'metadata',
  source: {
    from: 'todos t LEFT JOIN users tu ON tu.id = t.assignee_id',
    domain: { column: 't.domain_id' },
    key: 'id',
  },
  fields: [
    field('id', 'uuid', 't.id', { kind }),
    field('title', 'text', 't.title', { kind, editable: true, required: true }),
    field('description', 'html', 't.description', { kind, editable: true }),
    field('dueDate', 'date', 't.due_date', { kind, editable: true }),
    field('assigneeId', 'uuid', 't.assignee_id', { kind, editable: true }),
    field('assigneeName', 'text', 'tu.full_name', { kind, searchable: false }),
    field('assigneeUsername', 'text', 'tu.username', { kind, searchable: false }),
    field('tags', 'tags', 't.tags', {
      kind,
      editable: true,
      enumValues: [...todoTags],
      valueTitles: 'todo.tags',
    }),
    field('isImportant', 'boolean', 't.is_important', { kind, editable: true }),
    field('isCompleted', 'boolean', 't.is_completed', { kind, editable: true }),
    field('isDeleted', 'boolean', '(t.deleted_at IS NOT NULL)', { kind }),
    field('deleted', 'datetime', 't.deleted_at', { kind }),
    field('created', 'datetime', 't.created_at', { kind }),
    field('updated', 'datetime', 't.updated_at', { kind }),
    field('version', 'integer', 't.version', { kind }),
  ],
  ops: ['select', 'get', 'create', 'update', 'delete', 'restore', 'remove', 'schema'],
  softDelete: true,
  versioned: true,
  write: {
    table: 'todos',
    values: z.object({
      title: z.string().trim().min(1).max(200),
      description: z.string().max(20_000),
      dueDate: isoDate.nullable(),
      assigneeId: z.uuid().nullable(),
      tags: z.array(z.enum(todoTags)).max(todoTags.length),
      isImportant: z.boolean(),
      isCompleted: z.boolean(),
    }),
    async toColumns(values, context, mode) {
      const columns: Record<string, WriteValue> = {};
      if (values.title !== undefined) columns.title = { value: String(values.title) };
      if (values.description !== undefined)
        columns.description = { value: await sanitizeDescription(String(values.description)) };
      if (values.dueDate !== undefined)
        columns.due_date = { value: values.dueDate as string | null, cast: 'date' };
      if (typeof values.assigneeId === 'string') await checkAssignee(context, values.assigneeId);
      if (values.assigneeId !== undefined)
        columns.assignee_id = { value: values.assigneeId as string | null, cast: 'uuid' };
      if (values.tags !== undefined)
        columns.tags = { value: [...new Set(values.tags as string[])], cast: 'text[]' };
      if (values.isImportant !== undefined) columns.is_important = { value: Boolean(values.isImportant) };
      if (values.isCompleted !== undefined) columns.is_completed = { value: Boolean(values.isCompleted) };
      if (mode === 'create') {
        if (columns.title === undefined)
          throw new AppError(400, 'validation_failed', 'A task needs a title', { path: 'values.title' });
        columns.created_by = { value: context.auth.user.id, cast: 'uuid' };
      }
      return columns;
    },
    label: (row) => String(row.title ?? row.id),
  },
};
