import { type Kysely, sql } from 'kysely';

/** A measure's format was one of four names; it is now a format of its own (style, decimals, unit). */
const formats: Record<string, string> = {
  integer: '{"style": "number", "decimals": 0, "grouping": true, "unit": "one"}',
  fixed2: '{"style": "number", "decimals": 2, "grouping": true, "unit": "one"}',
  thousands: '{"style": "number", "decimals": 1, "grouping": true, "unit": "thousand"}',
  millions: '{"style": "number", "decimals": 1, "grouping": true, "unit": "million"}',
};

/** Each measure's named format becomes the format it showed as, so existing cubes look the same. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const cases = Object.entries(formats)
    .map(
      ([name, format]) =>
        `WHEN e.m->>'format' = '${name}' THEN jsonb_set(e.m, '{format}', '${format}'::jsonb)`,
    )
    .join(' ');
  await sql
    .raw(
      `update cubes set measures = (SELECT jsonb_agg(CASE ${cases} ELSE e.m END ORDER BY e.n)
        FROM jsonb_array_elements(measures) WITH ORDINALITY AS e(m, n))
      where exists (SELECT 1 FROM jsonb_array_elements(measures) f WHERE jsonb_typeof(f->'format') = 'string')`,
    )
    .execute(db);
}
