import { measureDecimals } from '@cubus/shared';
import { type FieldDef, field } from '../../engine/compiler/object-schema';
import { notFound } from '../../lib/app-error';
import type { ObjectKind } from '../../qry/object-kind';
import { getRow } from '../../qry/records';
import type { KindResolver } from '../../qry/registry';
import { loadCube } from './cube-store';

/**
 * The key field of a fact: its member ids in dimension order, `"12.7.33"`. Not an identifier, so
 * no dimension or measure can take the name.
 */
const factKey = '#key';

/** A member id as `BIGINT` prints it: no sign, no leading zero, at most 19 digits. */
const memberId = /^(0|[1-9][0-9]{0,18})$/;

/** True when `id` is a fact key of a cube of `dimensions` dimensions (checked before any SQL). */
function isFactKey(id: string | number, dimensions: number): boolean {
  const parts = String(id).split('.');
  return parts.length === dimensions && parts.every((part) => memberId.test(part));
}

/**
 * `cube:<id>`: the facts of the domain's cube, each with its members' codes, names and paths and
 * its measures (select, get and schema: Show Records and its record card). A fact's key is its
 * member ids joined by dots (`#key`); a key of another shape is not found, before any SQL.
 * `<dim>_path contains '/<member id>/'` finds the facts under a consolidated member. A removed reference: 409 `reference_missing`.
 * @example {op: 'select', object: `cube:${id}`, filter: {…conditions: [{field: 'month_path', op: 'contains', value: '/3/'}]}}
 */
export const cubeFactsResolver: KindResolver = async (id, context) => {
  const cube = await loadCube(context.app, context.auth.domain.id, id).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'reference_missing') throw error;
    return undefined;
  });
  if (!cube) return undefined;
  const kind = 'cubes';
  const fields: FieldDef[] = [
    field(factKey, 'text', 'facts.k', { kind, title: 'fields.cubes.factKey', searchable: false }),
    ...cube.dimensions.flatMap((d, i) => [
      field(d.name, 'text', `facts.c${i}`, { kind, title: d.name }),
      field(`${d.name}_name`, 'text', `facts.n${i}`, { kind, title: `${d.name}_name` }),
      field(`${d.name}_path`, 'text', `facts.p${i}`, { kind, title: `${d.name}_path`, searchable: false }),
    ]),
    ...cube.measures.map((m, j) =>
      field(m.name, measureDecimals(m) === 0 ? 'integer' : 'number', `facts.v${j}`, { kind, title: m.name }),
    ),
  ];
  const facts: ObjectKind = {
    name: `cube:${cube.id}`,
    subject: 'cubes',
    store: 'warehouse',
    source: {
      from: context.app.warehouse.cubes.factsRelation(cube),
      domain: 'own-database',
      key: factKey,
    },
    fields,
    ops: ['select', 'get', 'schema'],
    softDelete: false,
    versioned: false,
    handlers: {
      get(key, context) {
        if (!isFactKey(key, cube.dimensions.length)) throw notFound();
        return getRow(facts, context, String(key));
      },
    },
  };
  return facts;
};
