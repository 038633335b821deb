import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileAnswer } from '@cubus/shared';
import type { Kysely } from 'kysely';
import type { FilesConfig } from '../config';
import { notFound } from '../lib/app-error';
import { uuidPattern } from '../lib/uuid';
import type { Database } from '../store/database';
import { ByteMeter } from './byte-meter';
import { fileTooLarge, withinQuota } from './quota';
import { RunningHashes } from './running-hashes';

export const emptySha256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** Who an upload belongs to: it is only ever seen by the same user in the same domain. */
export interface FileOwner {
  domainId: string;
  userId: string;
}

/** A client's file name as metadata: no control characters (PostgreSQL text refuses NUL), ≤ 255. */
export function cleanName(name: string): string {
  const cleaned = name
    .replace(/[\p{Cc}\p{Cf}]/gu, '_')
    .trim()
    .slice(0, 255);
  return cleaned || 'file';
}

/**
 * The domain's files under `CUBUS_FILES_DIR/<domainId>/` (`DATA_DIR/files` by default): finished files at `<id>`, unfinished
 * uploads at `<id>.part`. Paths are built from server-made ids only; names are metadata. This is
 * what every file has (its place, a whole-stream save, reading, removal, the sweep of expired
 * uploads); the resumable upload protocol builds on it (`FileStore`).
 */
export class FileArea {
  protected readonly hashes = new RunningHashes();

  constructor(
    protected readonly db: Kysely<Database>,
    private readonly root: string,
    readonly limits: FilesConfig,
    protected readonly clock: () => number = Date.now,
  ) {}

  /** The bytes of a finished file (server code only: ids must come from the store). */
  pathOf(domainId: string, fileId: string, part = false): string {
    if (!uuidPattern.test(domainId) || !uuidPattern.test(fileId)) throw notFound();
    return path.join(this.root, domainId, part ? `${fileId}.part` : fileId);
  }

  /** The domain's folder (created); imports put their temporary files here too. */
  async domainDir(domainId: string): Promise<string> {
    const dir = path.join(this.root, domainId);
    if (!uuidPattern.test(domainId)) throw notFound();
    await mkdir(dir, { recursive: true });
    return dir;
  }

  /** Removes the domain's folder with every file in it (the domain is deleted). */
  async dropDomain(domainId: string): Promise<void> {
    if (!uuidPattern.test(domainId)) throw notFound();
    await rm(path.join(this.root, domainId), { recursive: true, force: true });
  }

  protected expiry(): Date {
    return new Date(this.clock() + this.limits.uploadTtlSeconds * 1000);
  }

  /**
   * A whole file in one stream (the multipart upload): counted against the small-upload limit and
   * the quotas, hashed on the way, kept only when complete.
   */
  async save(owner: FileOwner, name: string, body: Readable): Promise<FileAnswer> {
    const limit = Math.min(this.limits.maxSimpleUploadBytes, this.limits.maxFileBytes);
    const id = randomUUID();
    await this.domainDir(owner.domainId);
    // Reserved first (count quota, expiry), so a crash mid-stream leaves a row the sweep removes.
    await withinQuota(this.db, this.limits, owner.domainId, { bytes: 0, newFile: true }, (trx) =>
      trx
        .insertInto('files')
        .values({
          id,
          domain_id: owner.domainId,
          name: cleanName(name),
          size: 0,
          sha256: emptySha256,
          created_by: owner.userId,
          expires_at: this.expiry(),
          created_at: new Date(this.clock()),
          updated_at: new Date(this.clock()),
        })
        .execute(),
    );
    const part = this.pathOf(owner.domainId, id, true);
    const meter = new ByteMeter(limit, true, { tooLarge: () => fileTooLarge(limit) });
    try {
      await pipeline(body, meter, createWriteStream(part));
      const sha256 = meter.digest();
      await withinQuota(this.db, this.limits, owner.domainId, { bytes: meter.bytes, newFile: false }, (trx) =>
        trx
          .updateTable('files')
          .set({ size: meter.bytes, received: meter.bytes, sha256, status: 'ready', expires_at: null })
          .where('id', '=', id)
          .execute(),
      );
      await rename(part, this.pathOf(owner.domainId, id));
      return { fileId: id, name: cleanName(name), size: meter.bytes, sha256 };
    } catch (error) {
      await this.db.deleteFrom('files').where('id', '=', id).execute();
      await rm(part, { force: true });
      throw error;
    }
  }

  /** A finished, not deleted file of the domain: its name, size and a stream of its bytes. */
  async read(domainId: string, fileId: string): Promise<{ name: string; size: number; stream: Readable }> {
    const row = await this.db
      .selectFrom('files')
      .select(['id', 'name', 'size'])
      .where('id', '=', fileId)
      .where('domain_id', '=', domainId)
      .where('status', '=', 'ready')
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw notFound();
    return {
      name: row.name,
      size: Number(row.size),
      stream: createReadStream(this.pathOf(domainId, row.id)),
    };
  }

  /** Deletes the bytes of files whose rows were removed for good. */
  async unlink(domainId: string, fileIds: string[]): Promise<void> {
    await Promise.all(fileIds.map((id) => rm(this.pathOf(domainId, id), { force: true })));
  }

  /** Deletes expired unfinished uploads and their bytes → how many. */
  async sweep(): Promise<number> {
    const expired = await this.db
      .deleteFrom('files')
      .where('status', '=', 'uploading')
      .where('expires_at', '<=', new Date(this.clock()))
      .returning(['id', 'domain_id'])
      .execute();
    for (const row of expired) this.hashes.forget(row.id);
    await Promise.all(expired.map((row) => rm(this.pathOf(row.domain_id, row.id, true), { force: true })));
    return expired.length;
  }
}
