import {
  type ImportMapping,
  type ImportSource,
  type ImportValues,
  tableIdentifierPattern,
} from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import type { ImportLayout, SourceColumn, WrittenValues } from '../../engine/warehouse/import-staging';
import { AppError } from '../../lib/app-error';
import { type DataTable, findTable } from '../tables/data-tables';
import { columnMissing } from '../tables/table-columns';

/** Where the rows go and which source column feeds which target column. */
export interface ImportPlan extends ImportLayout {
  /** The data table, or `undefined` when the run creates it. */
  existing: DataTable | undefined;
}

export type ImportDefinition = Pick<ImportValues, 'target'> & {
  mapping: ImportMapping | null;
  mode: 'append' | 'replace' | 'upsert';
  /** Where the rows come from: a CSV's options say how its text writes numbers and dates. */
  source?: ImportSource;
};

/** How a CSV's text writes numbers and dates, when its options say otherwise than `1234.5` and `2024-12-31`. */
function writtenOf(source: ImportSource | undefined): WrittenValues | undefined {
  if (!source || !('fileId' in source) || (source.format !== 'csv' && source.format !== 'tsv'))
    return undefined;
  const { decimal = '.', dates = 'ymd' } = source.options;
  return decimal === '.' && dates === 'ymd' ? undefined : { decimal, dates };
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

async function nameFree(app: FastifyInstance, domainId: string, name: string): Promise<void> {
  const taken = await app.db
    .selectFrom('data_tables')
    .select('id')
    .where('domain_id', '=', domainId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
  if (taken)
    throw new AppError(409, 'table_exists', `A table named "${name}" exists`, { path: 'target.newTable' });
}

/**
 * Checks a definition against the target table and the source's columns: every mapped column
 * exists on both sides (`column_missing`), required target columns are fed, upsert has a key.
 * Without a mapping, columns are matched by name; a new table takes each source column with its
 * own type where a column type has it (Parquet, JSON), else as text.
 * @example await planImport(app, domainId, {target: {tableId}, mapping: null, mode: 'append'}, [{name: 'id', type: 'VARCHAR', columnType: 'text'}])
 */
export async function planImport(
  app: FastifyInstance,
  domainId: string,
  definition: ImportDefinition,
  sourceColumns: SourceColumn[],
): Promise<ImportPlan> {
  const { target, mapping, mode } = definition;
  const existing = 'tableId' in target ? await findTable(app, domainId, target.tableId) : undefined;
  if (!existing && 'newTable' in target) await nameFree(app, domainId, target.newTable);
  const pairs: ImportPlan['pairs'] = [];
  if (mapping) {
    mapping.forEach((pair, index) => {
      const source = sourceColumns.find((column) => column.name === pair.source);
      if (source === undefined) throw columnMissing(pair.source, `mapping.${index}.source`);
      const column = existing
        ? existing.columns.find((c) => c.name === pair.target)
        : { name: pair.target, type: pair.type ?? 'text', nullable: true };
      if (!column) throw columnMissing(pair.target, `mapping.${index}.target`);
      pairs.push({ source: source.name, sourceType: source.type, target: column });
    });
  } else if (existing) {
    for (const column of existing.columns) {
      const source = sourceColumns.find((candidate) => same(candidate.name, column.name));
      if (source !== undefined) pairs.push({ source: source.name, sourceType: source.type, target: column });
    }
  } else {
    for (const source of sourceColumns) {
      if (!tableIdentifierPattern.test(source.name))
        throw new AppError(400, 'validation_failed', `"${source.name}" cannot be a column name: map it`, {
          path: 'mapping',
        });
      const type = source.columnType ?? 'text';
      pairs.push({
        source: source.name,
        sourceType: source.type,
        target: { name: source.name, type, nullable: true },
      });
    }
  }
  if (pairs.length === 0) throw columnMissing(sourceColumns[0]?.name ?? '', 'mapping');
  const table = existing
    ? { name: existing.name, columns: existing.columns, key: existing.key }
    : { name: 'newTable' in target ? target.newTable : '', columns: pairs.map((p) => p.target), key: null };
  pairs.forEach((pair, index) => {
    if (pairs.findIndex((other) => same(other.target.name, pair.target.name)) !== index)
      throw new AppError(400, 'validation_failed', `Column "${pair.target.name}" is fed twice`, {
        path: `mapping.${index}.target`,
      });
  });
  for (const column of table.columns)
    if ((!column.nullable || column.name === table.key) && !pairs.some((p) => p.target.name === column.name))
      throw columnMissing(column.name, 'mapping');
  if (mode === 'upsert' && !table.key)
    throw new AppError(400, 'key_column', 'Upsert needs a target table with a key', { path: 'mode' });
  const written = writtenOf(definition.source);
  return { table, existing, pairs, ...(written ? { written } : {}) };
}
