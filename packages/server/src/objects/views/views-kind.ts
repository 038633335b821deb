import { checkFilterBounds, pivotLayoutSchema, viewStateSchema } from '@cubus/shared';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { field } from '../../engine/compiler/object-schema';
import type { Row } from '../../engine/engine';
import { AppError } from '../../lib/app-error';
import { editableTail, type KindContext, type ObjectKind, type WriteValue } from '../../qry/object-kind';
import type { Database } from '../../store/database';

const kind = 'views';

/** Views of a cube's pivot (`pivot:<cube id>`): named layouts, beside the one kept per user. */
const pivotPrefix = 'pivot:';
const isPivotLayout = (state: unknown) => pivotLayoutSchema.safeParse(state).success;

const isAdmin = (context: KindContext) => context.auth.role === 'admin' || context.auth.role === 'root';

/**
 * Before a view becomes its owner's default for an object, the old default stops being one (one
 * default per owner and object is a unique index). Runs inside the write's transaction.
 */
async function clearOtherDefault(
  values: Record<string, unknown>,
  context: KindContext,
  db: Kysely<Database>,
  current?: Row,
): Promise<void> {
  const object = values.object ?? current?.object;
  if (values.isDefault !== true || typeof object !== 'string') return;
  let update = db
    .updateTable('views')
    .set({ is_default: false })
    .where('owner_id', '=', String(current?.ownerId ?? context.auth.user.id))
    .where('domain_id', '=', context.auth.domain.id)
    .where('object', '=', object);
  if (current) update = update.where('id', '<>', String(current.id));
  await update.execute();
}

/**
 * Saved views per user and object: a grid's (`object` = the qry object name, e.g. `todo`) or a
 * cube pivot's layout (`pivot:<cube id>`, opened from a link `?cube=<id>&view=<id>`). A user sees
 * their own views and those shared with the domain; only the owner, or an admin, changes or deletes
 * one. `isDefault` is per user and object: setting it clears the user's previous default.
 */
export const viewsKind: ObjectKind = {
  name: kind,
  subject: 'views',
  store: 'metadata',
  registry: {
    table: 'views',
    description: "''",
    owner: 'owner_id',
    privateTo: 'CASE WHEN shared THEN NULL ELSE owner_id END',
  },
  source: {
    from: 'views v JOIN users vu ON vu.id = v.owner_id',
    domain: { column: 'v.domain_id' },
    key: 'id',
  },
  fields: [
    field('id', 'uuid', 'v.id', { kind }),
    field('name', 'text', 'v.name', { kind, editable: true, required: true }),
    field('object', 'text', 'v.object', { kind, editable: true, required: true }),
    field('state', 'json', 'v.state', { kind, editable: true }),
    field('shared', 'boolean', 'v.shared', { kind, editable: true }),
    field('isDefault', 'boolean', 'v.is_default', { kind, editable: true }),
    field('ownerId', 'uuid', 'v.owner_id', { kind }),
    field('owner', 'text', 'vu.username', { kind, searchable: false }),
    ...editableTail(kind, 'v'),
  ],
  ops: ['select', 'get', 'create', 'update', 'delete', 'restore', 'remove', 'schema'],
  softDelete: true,
  versioned: true,
  scope: (params, context) => [
    `(v.owner_id = ${params.dialect.typed(params.add(context.auth.user.id), 'uuid')} OR v.shared)`,
  ],
  write: {
    table: 'views',
    values: z.object({
      name: z.string().trim().min(1).max(100),
      object: z.string().min(1).max(160),
      // A cube's pivot keeps its layout (`pivot:<cube id>`); any other object, a grid's state.
      state: z.union([
        pivotLayoutSchema,
        viewStateSchema.refine((state) => !state.filter || checkFilterBounds(state.filter) === null, {
          message: 'The saved filter is too large',
        }),
      ]),
      shared: z.boolean(),
      isDefault: z.boolean(),
    }),
    async toColumns(values, context, mode, current) {
      const columns: Record<string, WriteValue> = {};
      const pivot = String(values.object ?? current?.object ?? '').startsWith(pivotPrefix);
      if (values.state !== undefined && pivot !== isPivotLayout(values.state))
        throw new AppError(
          400,
          'validation_failed',
          'A pivot view keeps a pivot layout, any other view a grid state',
          {
            path: 'values.state',
          },
        );
      // A pivot's default is the layout kept as it changes (`/api/cubes/save-layout`), not a named view.
      if (pivot && values.isDefault === true)
        throw new AppError(400, 'validation_failed', 'A pivot view cannot be the default', {
          path: 'values.isDefault',
        });
      if (values.name !== undefined) columns.name = { value: String(values.name) };
      if (values.object !== undefined) {
        // The object a view is of must be one this domain has: a kind, or one of its own objects'
        // data (`table:<id>`: another domain's id is 404 `not_found`, as when the view is used).
        const object = String(values.object);
        // A pivot view is of the cube whose facts `cube:<id>` are.
        const resolved = object.startsWith(pivotPrefix) ? `cube:${object.slice(pivotPrefix.length)}` : object;
        const found = await context.app.objects.resolve(resolved, context).catch((error: unknown) => {
          throw error instanceof AppError
            ? new AppError(404, 'not_found', error.message, { path: 'values.object' })
            : error;
        });
        if (!found)
          throw new AppError(400, 'unknown_object', `No object ${object}`, { path: 'values.object' });
        columns.object = { value: object };
      }
      if (values.state !== undefined) columns.state = { value: JSON.stringify(values.state), cast: 'jsonb' };
      if (values.shared !== undefined) columns.shared = { value: Boolean(values.shared) };
      if (values.isDefault !== undefined) columns.is_default = { value: Boolean(values.isDefault) };
      if (mode === 'create') {
        for (const name of ['name', 'object'] as const)
          if (columns[name] === undefined)
            throw new AppError(400, 'validation_failed', `A view needs ${name}`, { path: `values.${name}` });
        columns.owner_id = { value: context.auth.user.id, cast: 'uuid' };
      }
      return columns;
    },
    // In the write's transaction, so a stale version (409) leaves the old default as it was.
    writing: clearOtherDefault,
    changeScope: (params, context) =>
      isAdmin(context)
        ? []
        : [`owner_id = ${params.dialect.typed(params.add(context.auth.user.id), 'uuid')}`],
    label: (row) => String(row.name ?? row.id),
  },
};
