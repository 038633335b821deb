import { type Kysely, sql } from 'kysely';

// One statement per query (PGlite).
const statements = [
  `alter table cube_changes drop constraint cube_changes_kind_check`,
  `alter table cube_changes add constraint cube_changes_kind_check
    check (kind in ('write', 'copy-scenario', 'structure'))`,
];

/** A cube's versions also record changes of its structure (never undone: undo stops there). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
