import { randomUUID } from 'node:crypto';
import { type CubeDimension, type CubeMeasure, cubeValuesSchema } from '@cubus/shared';
import { field } from '../../engine/compiler/object-schema';
import { logActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import { editableTail, type KindContext, type ObjectKind, type WriteValue } from '../../qry/object-kind';
import { getRow } from '../../qry/records';
import { checkValues } from '../../qry/writes';
import { findRef } from '../refs/ref-store';
import type { CubeDef } from './cube-store';

// The structure in words: a dimension with its reference's name (when it differs), a measure by name.
const dimensionNamesSql = `ARRAY(SELECT CASE WHEN r.name IS NULL OR lower(r.name) = lower(d.value->>'name')
    THEN d.value->>'name' ELSE (d.value->>'name') || ' · ' || r.name END
  FROM jsonb_array_elements(cb.dimensions) WITH ORDINALITY d(value, n)
  LEFT JOIN refs r ON r.id::text = d.value->>'refId' AND r.domain_id = cb.domain_id ORDER BY d.n)`;
const measureNamesSql = `ARRAY(SELECT m.value->>'name'
  FROM jsonb_array_elements(cb.measures) WITH ORDINALITY m(value, n) ORDER BY m.n)`;

const kind = 'cubes';

/** Names are unique across dimensions and measures (case-insensitively); refs exist; one scenario at most. */
async function checkStructure(
  context: KindContext,
  dimensions: CubeDimension[],
  measures: CubeMeasure[],
): Promise<void> {
  const names = [
    ...dimensions.map((d, i) => [d.name, `values.dimensions.${i}.name`] as const),
    ...measures.map((m, i) => [m.name, `values.measures.${i}.name`] as const),
  ];
  names.forEach(([name, path], index) => {
    const lower = name.toLowerCase();
    if (names.findIndex(([other]) => other.toLowerCase() === lower) !== index)
      throw new AppError(400, 'validation_failed', `"${name}" is used twice`, { path });
    if (
      names.some(
        ([other]) => lower === `${other.toLowerCase()}_name` || lower === `${other.toLowerCase()}_path`,
      )
    )
      throw new AppError(400, 'validation_failed', `"${name}" clashes with a generated field`, { path });
  });
  if (dimensions.filter((d) => d.scenario).length > 1)
    throw new AppError(400, 'validation_failed', 'At most one scenario dimension', {
      path: 'values.dimensions',
    });
  for (const [index, dimension] of dimensions.entries())
    await findRef(context.app, context.auth.domain.id, dimension.refId).catch(() => {
      throw new AppError(400, 'validation_failed', 'No such reference', {
        path: `values.dimensions.${index}.refId`,
      });
    });
}

/**
 * A new cube: its facts and history tables in the warehouse, then its row → the id. Also used by
 * Generate (with `source` and status `loading`) and the demo seed.
 */
export async function createCube(
  context: KindContext,
  values: {
    name: string;
    description?: string;
    dimensions: CubeDimension[];
    measures: CubeMeasure[];
    source?: CubeDef['source'];
    status?: CubeDef['status'];
  },
): Promise<string> {
  await checkStructure(context, values.dimensions, values.measures);
  const id = randomUUID();
  const domainId = context.auth.domain.id;
  await context.app.warehouse.cubes.createFacts(domainId, { id, ...values });
  try {
    await context.app.db
      .insertInto('cubes')
      .values({
        id,
        domain_id: domainId,
        name: values.name,
        description: values.description ?? '',
        dimensions: JSON.stringify(values.dimensions),
        measures: JSON.stringify(values.measures),
        source: values.source ? JSON.stringify(values.source) : null,
        status: values.status ?? 'ready',
        created_by: context.auth.user.id,
      })
      .execute();
  } catch (error) {
    await context.app.warehouse.cubes.dropFacts(domainId, id);
    throw error;
  }
  await logActivity(context.app.db, {
    domainId,
    actorId: context.auth.user.id,
    actor: context.auth.user.username,
    action: 'create',
    object: values.name,
    details: { kind, id, name: values.name },
  });
  return id;
}

async function createCubeHandler(values: Record<string, unknown>, context: KindContext) {
  const checked = checkValues(cubeValuesSchema.partial({ description: true }), values) as {
    name: string;
    description?: string;
    dimensions: CubeDimension[];
    measures: CubeMeasure[];
  };
  return getRow(cubesKind, context, await createCube(context, checked));
}

/**
 * Cubes: dimensions bound to references, measures with a type and an aggregation, facts in the
 * domain's warehouse (`cube:<id>`). The pivot, write-back, undo and Copy Scenario have their own
 * calls (cubes-routes.ts). Delete is soft; remove drops the facts.
 */
export const cubesKind: ObjectKind = {
  name: kind,
  subject: 'cubes',
  store: 'metadata',
  registry: { table: 'cubes' },
  source: {
    from: `cubes cb LEFT JOIN users cbu ON cbu.id = cb.created_by
      LEFT JOIN data_tables cbt ON cbt.id::text = cb.source->>'tableId' AND cbt.domain_id = cb.domain_id`,
    domain: { column: 'cb.domain_id' },
    key: 'id',
  },
  fields: [
    field('id', 'uuid', 'cb.id', { kind }),
    field('name', 'text', 'cb.name', { kind, editable: true, required: true }),
    field('description', 'text', 'cb.description', { kind, editable: true }),
    field('dimensions', 'json', 'cb.dimensions', { kind, editable: true, required: true }),
    field('measures', 'json', 'cb.measures', { kind, editable: true, required: true }),
    field('dimensionNames', 'tags', dimensionNamesSql, { kind }),
    field('measureNames', 'tags', measureNamesSql, { kind }),
    field('source', 'json', 'cb.source', { kind }),
    field('sourceTableId', 'text', "(cb.source->>'tableId')", { kind, internal: true }),
    field('sourceTable', 'text', 'cbt.name', {
      kind,
      searchable: false,
      link: { idField: 'sourceTableId', kind: 'tables' },
    }),
    field('status', 'enum', 'cb.status', {
      kind,
      enumValues: ['loading', 'ready', 'failed'],
      valueTitles: 'cubes.status',
    }),
    field('facts', 'integer', '(cb.facts::double precision)', { kind, unit: 'count' }),
    field('createdBy', 'text', 'cbu.username', { kind, searchable: false }),
    ...editableTail(kind, 'cb'),
  ],
  ops: ['select', 'get', 'create', 'update', 'delete', 'restore', 'remove', 'schema'],
  softDelete: true,
  versioned: true,
  write: {
    table: 'cubes',
    values: cubeValuesSchema,
    async toColumns(values, _context, mode) {
      if (mode === 'update' && (values.dimensions !== undefined || values.measures !== undefined))
        throw new AppError(
          400,
          'validation_failed',
          'Dimensions and measures change one at a time through /api/cubes/structure',
          {
            path: values.dimensions !== undefined ? 'values.dimensions' : 'values.measures',
          },
        );
      const columns: Record<string, WriteValue> = {};
      if (values.name !== undefined) columns.name = { value: String(values.name) };
      if (values.description !== undefined) columns.description = { value: String(values.description) };
      return columns;
    },
    async removed(rows, context) {
      for (const row of rows)
        await context.app.warehouse.cubes.dropFacts(context.auth.domain.id, String(row.id));
    },
    label: (row) => String(row.name ?? row.id),
  },
  handlers: { create: createCubeHandler },
};
