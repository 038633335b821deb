import { field } from '../../engine/compiler/object-schema';
import { plain } from '../../engine/plain-row';
import type { ObjectKind } from '../../qry/object-kind';
import type { KindResolver } from '../../qry/registry';
import { findMount, mountableSource } from './mount-source';

/**
 * `mount:<id>`: a mount's rows, read-only, every select compiled in the source's dialect and run
 * on the source (filters, groups, sorts and pages pushed down), in a read-only transaction bounded
 * by the source's statement time. The fields are the columns the source last described.
 * @example await registry.resolve(`mount:${id}`, ctx) // {fields: [{name: 'origin', type: 'text'}, …]}
 */
export const mountRowsResolver: KindResolver = async (id, context) => {
  const domainId = context.auth.domain.id;
  const mount = await findMount(context.app, domainId, id).catch(() => undefined);
  if (!mount) return undefined;
  const mountable = await mountableSource(context.app, domainId, mount.datasourceId);
  const { dialect } = mountable;
  const from =
    'query' in mount.target
      ? `(${mount.target.query}) AS ${dialect.quote('mounted')}`
      : [mount.target.schema, mount.target.table]
          .filter((part) => part)
          .map((part) => dialect.quote(String(part)))
          .join('.');
  const kind: ObjectKind = {
    name: `mount:${mount.id}`,
    subject: 'mounts',
    store: 'source',
    remote: {
      dialect,
      run: (statements) =>
        context.app.sources.use(domainId, mount.datasourceId, {}, async (driver) => {
          const results = [];
          for (const statement of statements)
            results.push((await driver.query(statement.sql, statement.params)).map(plain));
          return results;
        }),
    },
    source: { from, domain: 'own-database', key: null },
    fields: mount.columns.map((column) =>
      field(column.name, column.type, mountable.column(column.name, column.type), {
        kind: 'mounts',
        internal: false,
      }),
    ),
    ops: ['select', 'schema'],
    softDelete: false,
    versioned: false,
  };
  return kind;
};
