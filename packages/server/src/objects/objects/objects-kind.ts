import { objectKinds } from '@cubus/shared';
import { z } from 'zod';
import { field } from '../../engine/compiler/object-schema';
import { SqlParams } from '../../engine/compiler/params';
import { postgresDialect } from '../../engine/dialects/postgres';
import { dispatch } from '../../qry/dispatch';
import { editableTail, type KindContext, type ObjectKind, opActions } from '../../qry/object-kind';
import { getRow } from '../../qry/records';
import { changeRows, checkValues, keysOf, updateRow } from '../../qry/writes';
import { runMetadata } from '../run-query';

const kind = 'objects';

const values = z.object({
  name: z.string().trim().min(1).max(200),
  description: z.string().max(4000),
});

/** One SELECT per listed kind, in the registry's columns; `objects` holds rows registered by hand. */
function registryRows(kinds: readonly ObjectKind[]): string {
  const registered =
    'SELECT id, domain_id, kind, name, description, owner_id, NULL::uuid AS private_to, created_at, updated_at, deleted_at, version FROM objects';
  const listed = kinds.flatMap(({ name, registry }) =>
    registry
      ? [
          `SELECT id, domain_id, '${name}'::text AS kind, ${registry.name ?? 'name'} AS name,
             ${registry.description ?? 'description'} AS description, ${registry.owner ?? 'created_by'} AS owner_id,
             ${registry.privateTo ?? 'NULL::uuid'} AS private_to, created_at, updated_at, deleted_at, version
           FROM ${registry.table}`,
        ]
      : [],
  );
  return [registered, ...listed].join('\nUNION ALL\n');
}

/**
 * The registry of every object of the domain (DESIGN §1): a view over the tables of the kinds that
 * declare a `registry` entry, so it is always as current as they are, plus the `objects` table for
 * objects registered by hand. Renaming, deleting, restoring and removing one goes through its own
 * kind, with that kind's rules and rights; the rest belongs to the kind's own editor.
 */
export function objectsKind(kinds: readonly ObjectKind[]): ObjectKind {
  const listed = kinds.filter((each) => each.registry);

  /** The caller's kinds among `ids`, by kind; those of the `objects` table under `objects`. */
  async function kindsOf(ids: string[], context: KindContext): Promise<Map<string, string[]>> {
    const params = new SqlParams(postgresDialect);
    const list = ids.map((id) => `${params.add(id)}::uuid`).join(', ');
    const domain = `${params.add(context.auth.domain.id)}::uuid`;
    const rows = await runMetadata(context.app, {
      sql: `SELECT o.id, CASE WHEN r.id IS NULL THEN o.kind ELSE '${kind}' END AS kind
            FROM (${registryRows(listed)}) o LEFT JOIN objects r ON r.id = o.id
            WHERE o.domain_id = ${domain} AND o.id IN (${list}) AND ${visible(params, context).join(' AND ')}`,
      params: params.values,
    });
    const byKind = new Map<string, string[]>();
    for (const row of rows)
      byKind.set(String(row.kind), [...(byKind.get(String(row.kind)) ?? []), String(row.id)]);
    return byKind;
  }

  /** Objects of kinds the caller may not read, and views not shared with them, stay hidden. */
  function visible(params: SqlParams, context: KindContext): string[] {
    const hidden = listed
      .filter((each) => !context.auth.ability.can(opActions.select, each.subject))
      .map((each) => `'${each.name}'`);
    return [
      `(o.private_to IS NULL OR o.private_to = ${params.add(context.auth.user.id)}::uuid)`,
      ...(hidden.length > 0 ? [`o.kind NOT IN (${hidden.join(', ')})`] : []),
    ];
  }

  const self: ObjectKind = {
    name: kind,
    subject: 'objects',
    store: 'metadata',
    source: {
      from: `(${registryRows(listed)}) o LEFT JOIN users ou ON ou.id = o.owner_id`,
      domain: { column: 'o.domain_id' },
      key: 'id',
    },
    fields: [
      field('id', 'uuid', 'o.id', { kind }),
      field('kind', 'enum', 'o.kind', {
        kind,
        searchable: false,
        enumValues: [...objectKinds],
        valueTitles: 'objects.kinds',
      }),
      field('name', 'text', 'o.name', { kind, editable: true, required: true }),
      field('description', 'text', 'o.description', { kind, editable: true }),
      field('ownerId', 'uuid', 'o.owner_id', { kind }),
      field('owner', 'text', 'ou.username', { kind, searchable: false }),
      ...editableTail(kind, 'o'),
    ],
    ops: ['select', 'get', 'update', 'delete', 'restore', 'remove', 'schema'],
    softDelete: true,
    versioned: true,
    scope: visible,
    write: {
      table: 'objects',
      values,
      toColumns: async (checked) => ({
        ...(checked.name === undefined ? {} : { name: { value: String(checked.name) } }),
        ...(checked.description === undefined ? {} : { description: { value: String(checked.description) } }),
      }),
      label: (row) => String(row.name ?? row.id),
    },
    handlers: {
      async update(id, version, requested, context) {
        const checked = checkValues(values.partial().strict(), requested);
        const row = await getRow(self, context, id);
        const [owner] = (await kindsOf([String(row.id)], context)).keys();
        const entry = listed.find((each) => each.name === owner)?.registry;
        if (!owner || !entry) return updateRow(self, context, id, version, checked);
        const { name, ...rest } = checked;
        const renamed = name === undefined ? rest : { ...rest, [entry.name ?? 'name']: name };
        await dispatch(
          { op: 'update', object: owner, id: String(row.id), version, values: renamed },
          context,
        );
        return getRow(self, context, id);
      },
      async change(op, ids, context) {
        let count = 0;
        for (const [owner, keys] of await kindsOf(keysOf(ids), context)) {
          if (owner === kind) count += await changeRows(self, context, op, keys);
          else {
            const request =
              op === 'remove'
                ? { op, object: owner, ids: keys, confirm: true }
                : { op, object: owner, ids: keys };
            const answer = await dispatch(request, context);
            count += (answer.body as { count: number }).count;
          }
        }
        return count;
      },
    },
  };
  return self;
}
