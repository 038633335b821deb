import { type FieldDef, field } from '../../engine/compiler/object-schema';
import type { ObjectKind } from '../object-kind';
import type { KindResolver } from '../registry';
import { dimColumn, dimRefTable, factTable, type LoadedCube, loadCube, measureColumn } from './cube-store';

/** The facts joined to their members: the source of `cube:<id>` (trusted SQL from server-made names). */
export function factsRelation(cube: LoadedCube): string {
  const columns: string[] = [];
  const joins: string[] = [];
  cube.dimensions.forEach((_, i) => {
    joins.push(`JOIN ${dimRefTable(cube, i)} r${i} ON r${i}.id = f.${dimColumn(i)}`);
    columns.push(`r${i}.code AS c${i}`, `r${i}.name AS n${i}`, `r${i}.path_text AS p${i}`);
  });
  cube.measures.forEach((_, j) => {
    columns.push(`f.${measureColumn(j)}`);
  });
  return `(SELECT ${columns.join(', ')} FROM ${factTable(cube.id)} f ${joins.join(' ')}) AS facts`;
}

/**
 * `cube:<id>`: the facts of the domain's cube, each with its members' codes, names and paths and
 * its measures (select and schema: Show Records). `<dim>_path contains '/<member id>/'` finds the
 * facts under a consolidated member. A removed reference: 409 `reference_missing`.
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
    ...cube.dimensions.flatMap((d, i) => [
      field(d.name, 'text', `facts.c${i}`, { kind, title: d.name }),
      field(`${d.name}_name`, 'text', `facts.n${i}`, { kind, title: `${d.name}_name` }),
      field(`${d.name}_path`, 'text', `facts.p${i}`, { kind, title: `${d.name}_path`, searchable: false }),
    ]),
    ...cube.measures.map((m, j) =>
      field(m.name, 'number', `facts.${measureColumn(j)}`, { kind, title: m.name }),
    ),
  ];
  const facts: ObjectKind = {
    name: `cube:${cube.id}`,
    subject: 'cubes',
    store: 'warehouse',
    source: { from: factsRelation(cube), domain: 'own-database', key: null },
    fields,
    ops: ['select', 'schema'],
    softDelete: false,
    versioned: false,
  };
  return facts;
};
