import type { DatasourceValues } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import type { SourceSettings } from '../../engine/drivers/source-driver';
import { notFound } from '../../lib/app-error';
import { passwordPurpose } from './datasources-kind';

/**
 * The settings of a saved source of the domain (not deleted), its password unsealed, with
 * `edits` laid over them (an edit form's Test); a left-out password keeps the saved one.
 * Another domain's id is 404.
 */
export async function sourceSettings(
  app: FastifyInstance,
  domainId: string,
  id: string | undefined,
  edits: Partial<DatasourceValues> = {},
): Promise<SourceSettings> {
  let saved: SourceSettings | undefined;
  if (id !== undefined) {
    const row = await app.db
      .selectFrom('datasources')
      .selectAll()
      .where('id', '=', id)
      .where('domain_id', '=', domainId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw notFound();
    saved = {
      type: row.type,
      host: row.host,
      port: row.port,
      database: row.database,
      username: row.username,
      password: row.password_sealed
        ? app.secretBox.open(row.password_sealed, passwordPurpose(domainId))
        : null,
      ssl: row.ssl,
      path: row.path,
    };
  }
  const pick = <K extends keyof SourceSettings>(key: K, fallback: SourceSettings[K]): SourceSettings[K] =>
    (edits[key] as SourceSettings[K] | undefined) ?? saved?.[key] ?? fallback;
  return {
    type: pick('type', 'postgres'),
    host: pick('host', null),
    port: pick('port', null),
    database: pick('database', null),
    username: pick('username', null),
    password: edits.password !== undefined ? edits.password : (saved?.password ?? null),
    ssl: pick('ssl', false),
    path: pick('path', null),
  };
}
