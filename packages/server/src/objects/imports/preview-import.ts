import { randomUUID } from 'node:crypto';
import type { ImportSource } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import { plain } from '../../engine/plain-row';
import { valueTypes } from '../tables/table-columns';
import type { ImportDefinition } from './import-plan';
import { planImport } from './import-plan';
import { typedSelect } from './import-sql';
import { readStep } from './run-import';
import { sourceRelation } from './source-relation';

/**
 * The first rows of a source as they would land in the target: cast to the target's types, each
 * with the reason it would be rejected (key checks against the table's rows come with the run).
 * @example await previewImport(app, domainId, {source, target, mapping: null, mode: 'append'}, 20)
 */
export async function previewImport(
  app: FastifyInstance,
  domainId: string,
  definition: ImportDefinition & { source: ImportSource },
  limit: number,
) {
  const relation = await sourceRelation(app, domainId, definition.source, randomUUID(), { rowLimit: limit });
  const session = await app.warehouse.openUserSession(domainId);
  const signal = new AbortController().signal;
  try {
    const first = `(SELECT row_number() OVER () AS _line, * FROM (SELECT * FROM ${relation.sql} LIMIT ${limit}) AS f)`;
    const described = await readStep(signal, () =>
      session.query(`DESCRIBE SELECT * FROM ${first} AS d`, relation.params),
    );
    const sourceColumns = described
      .map((r) => ({ name: String(r.column_name), type: String(r.column_type) }))
      .filter((column) => column.name !== '_line');
    const plan = await planImport(app, domainId, definition, sourceColumns);
    const { dialect } = app.warehouse;
    // Shown as selects show them (dates as text, numbers as numbers).
    const shown = plan.pairs.map(({ target }) => {
      const quoted = dialect.quote(target.name);
      return `${dialect.output(quoted, valueTypes[target.type])} AS ${quoted}`;
    });
    const typed = typedSelect(dialect, plan, `${first} AS raw`, true);
    const rows = await readStep(signal, () =>
      session.query(
        `SELECT _line, _reason, ${shown.join(', ')} FROM (${typed}) AS p ORDER BY _line`,
        relation.params,
      ),
    );
    return {
      columns: plan.pairs.map((pair) => ({
        name: pair.target.name,
        type: pair.target.type,
        source: pair.source,
      })),
      rows: rows.map(plain).map(({ _line, _reason, ...values }) => ({
        line: Number(_line),
        values,
        error: _reason === null ? null : String(_reason),
      })),
    };
  } finally {
    session.close();
    await relation.cleanup();
  }
}
