import { type Kysely, sql, type Transaction } from 'kysely';
import type { FilesConfig } from '../config';
import { AppError } from '../lib/app-error';
import type { Database } from '../store/database';

/** A file past the per-file limit: 413 `file_too_large`. */
export const fileTooLarge = (max: number) =>
  new AppError(413, 'file_too_large', `A file may have at most ${max} bytes`, { max });

/**
 * Runs `work` while holding the domain's quota lock, after checking that `bytes` more (and one
 * more file, when `newFile`) still fit: 409 `file_count_exceeded`, 413 `storage_quota_exceeded`.
 * The advisory lock makes two uploads starting at once count each other.
 */
export async function withinQuota<T>(
  db: Kysely<Database>,
  limits: FilesConfig,
  domainId: string,
  change: { bytes: number; newFile: boolean },
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`cubus-files:${domainId}`}))`.execute(trx);
    const usage = await trx
      .selectFrom('files')
      .select([
        sql<number>`count(*)::integer`.as('count'),
        sql<number>`coalesce(sum(size), 0)::float8`.as('bytes'),
      ])
      .where('domain_id', '=', domainId)
      .executeTakeFirstOrThrow();
    if (change.newFile && usage.count + 1 > limits.domainMaxFiles)
      throw new AppError(
        409,
        'file_count_exceeded',
        `A domain may keep at most ${limits.domainMaxFiles} files`,
        {
          max: limits.domainMaxFiles,
        },
      );
    if (usage.bytes + change.bytes > limits.domainQuotaBytes)
      throw new AppError(413, 'storage_quota_exceeded', 'The domain has no room for this file', {
        max: limits.domainQuotaBytes,
        used: usage.bytes,
      });
    return work(trx);
  });
}
