import { type Kysely, sql } from 'kysely';

/** Each measure of a JSON list with `change` applied, in order. */
const eachMeasure = (change: string) => `(SELECT jsonb_agg(${change} ORDER BY e.n)
    FROM jsonb_array_elements(measures) WITH ORDINALITY AS e(m, n))`;

// One statement per query (PGlite).
const statements = [
  // Measures were `number` (a double) or `integer`: a number is now a float; counts are whole numbers.
  `update cubes set measures = ${eachMeasure(`CASE
      WHEN e.m->>'aggregation' = 'count' THEN jsonb_set(e.m, '{type}', '"integer"')
      WHEN e.m->>'type' = 'number' THEN jsonb_set(e.m, '{type}', '"float"')
      ELSE e.m END`)}`,
  // The demo's money is exact: decimal(18, 2).
  `update cubes set measures = ${eachMeasure(`CASE
      WHEN e.m->>'name' = 'amount' THEN e.m || '{"type": "decimal", "precision": 18, "scale": 2}'::jsonb
      ELSE e.m END`)}
    where id = (select (value->>'cubeId')::uuid from settings where key = 'demo_cube')`,
  // The facts tables of existing cubes hold one double per measure (layout 1); the server brings
  // them to the declared types at its next start (objects/cubes/upgrade-facts.ts). New cubes: 2.
  `alter table cubes add column facts_layout integer not null default 1`,
  `alter table cubes alter column facts_layout set default 2`,
];

/** Measures declare their type (integer, decimal(p, s), float); existing facts are upgraded at start. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
