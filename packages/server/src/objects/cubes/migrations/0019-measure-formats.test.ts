import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { expect, it } from 'vitest';
import { PGliteDialect } from '../../../store/pglite-dialect';
import { up } from './0019-measure-formats';

it('turns each named measure format into the format it showed as, leaving the others alone', async () => {
  const db = new Kysely<unknown>({ dialect: new PGliteDialect(await PGlite.create()) });
  try {
    await sql`create table cubes (id int primary key, measures jsonb not null)`.execute(db);
    await sql`insert into cubes values
      (1, '[{"name": "amount", "format": "thousands"}, {"name": "units"}, {"name": "rate", "format": "fixed2"}]'),
      (2, '[{"name": "cost", "format": {"style": "percent", "grouping": true, "unit": "one"}}]')`.execute(db);
    await up(db);
    const { rows } = await sql<{ measures: unknown }>`select measures from cubes order by id`.execute(db);
    expect(rows.map((r) => r.measures)).toEqual([
      [
        { name: 'amount', format: { style: 'number', decimals: 1, grouping: true, unit: 'thousand' } },
        { name: 'units' },
        { name: 'rate', format: { style: 'number', decimals: 2, grouping: true, unit: 'one' } },
      ],
      [{ name: 'cost', format: { style: 'percent', grouping: true, unit: 'one' } }],
    ]);
  } finally {
    await db.destroy();
  }
});
