import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rename, rm, truncate } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileAnswer, UploadState } from '@cubus/shared';
import { AppError, notFound } from '../lib/app-error';
import { ByteMeter } from './byte-meter';
import { cleanName, emptySha256, FileArea, type FileOwner } from './file-area';
import { fileTooLarge, withinQuota } from './quota';
import { sha256Of } from './running-hashes';

/** A writer that died mid-chunk (a crashed node) stops blocking the upload after this long. */
const staleWriterMs = 10 * 60 * 1000;
/** The `sha256` of an upload whose client has not declared it yet (it may come with the last chunk). */
const undeclared = '';

const offsetMismatch = (offset: number) =>
  new AppError(409, 'upload_offset_mismatch', `The upload is at offset ${offset}`, { offset });

const checksumMismatch = (what: string) =>
  new AppError(422, 'checksum_mismatch', `The ${what} checksum does not match`);

const checksumMissing = () =>
  new AppError(422, 'checksum_missing', 'The upload reached its size without a declared SHA-256');

/**
 * Resumable uploads over the domain's file area: an upload started with its size (and SHA-256),
 * its chunks appended at the offset it stands at, checked and completed into a finished file.
 * @example const state = await store.start(owner, {name: 'a.csv', size: 3, sha256}); await store.append(owner, state.uploadId, 0, body)
 */
export class FileStore extends FileArea {
  /**
   * Starts a resumable upload: quotas checked against the declared size, an empty part file made.
   * The whole file's SHA-256 may come now or with a later chunk.
   */
  async start(owner: FileOwner, file: { name: string; size: number; sha256?: string }): Promise<UploadState> {
    if (file.size > this.limits.maxFileBytes) throw fileTooLarge(this.limits.maxFileBytes);
    const id = randomUUID();
    await this.domainDir(owner.domainId);
    await withinQuota(this.db, this.limits, owner.domainId, { bytes: file.size, newFile: true }, (trx) =>
      trx
        .insertInto('files')
        .values({
          id,
          domain_id: owner.domainId,
          name: cleanName(file.name),
          size: file.size,
          sha256: file.sha256 ?? undeclared,
          created_by: owner.userId,
          expires_at: this.expiry(),
          created_at: new Date(this.clock()),
          updated_at: new Date(this.clock()),
        })
        .execute(),
    );
    await (await open(this.pathOf(owner.domainId, id, true), 'w')).close();
    if (file.size === 0) return this.complete(owner, id);
    return { uploadId: id, offset: 0, size: file.size };
  }

  private async upload(owner: FileOwner, uploadId: string) {
    const row = await this.db
      .selectFrom('files')
      .select(['id', 'name', 'size', 'sha256', 'received', 'writing_since'])
      .where('id', '=', uploadId)
      .where('domain_id', '=', owner.domainId)
      .where('created_by', '=', owner.userId)
      .where('status', '=', 'uploading')
      .where('expires_at', '>', new Date(this.clock()))
      .executeTakeFirst();
    if (!row) throw notFound('No such upload (finished, cancelled or expired)');
    return { ...row, size: Number(row.size), received: Number(row.received) };
  }

  /** Where the upload stands: the offset the next chunk must start at. */
  async status(owner: FileOwner, uploadId: string): Promise<UploadState> {
    const row = await this.upload(owner, uploadId);
    return { uploadId, offset: row.received, size: row.size };
  }

  /** Drops an unfinished upload and its bytes. */
  async cancel(owner: FileOwner, uploadId: string): Promise<UploadState> {
    const row = await this.upload(owner, uploadId);
    await this.discard(owner, uploadId);
    return { uploadId, offset: row.received, cancelled: true };
  }

  private async discard(owner: FileOwner, uploadId: string): Promise<void> {
    await this.db.deleteFrom('files').where('id', '=', uploadId).where('status', '=', 'uploading').execute();
    this.hashes.forget(uploadId);
    await rm(this.pathOf(owner.domainId, uploadId, true), { force: true });
  }

  /**
   * Writes one chunk at `offset`, which must be where the upload stands (else 409 with the offset,
   * unchanged). A wrong `chunkSha256` discards the chunk (422). `fileSha256` declares the whole
   * file's (most often with the last chunk); one that disagrees with the start's deletes the upload
   * (422). The chunk that reaches the declared size completes the upload. The whole file's hash is
   * carried on as the chunks pass.
   */
  async append(
    owner: FileOwner,
    uploadId: string,
    offset: number,
    body: Readable,
    checksums: { chunkSha256?: string; fileSha256?: string } = {},
  ): Promise<UploadState> {
    const { chunkSha256, fileSha256 } = checksums;
    const now = new Date(this.clock());
    // Claiming the row is the offset check and the writer lock at once, safe across nodes.
    const claimed = await this.db
      .updateTable('files')
      .set({ writing_since: now })
      .where('id', '=', uploadId)
      .where('domain_id', '=', owner.domainId)
      .where('created_by', '=', owner.userId)
      .where('status', '=', 'uploading')
      .where('received', '=', offset)
      .where('expires_at', '>', now)
      .where((eb) =>
        eb.or([
          eb('writing_since', 'is', null),
          eb('writing_since', '<', new Date(now.getTime() - staleWriterMs)),
        ]),
      )
      .returning(['size', 'sha256'])
      .executeTakeFirst();
    if (!claimed) {
      const row = await this.upload(owner, uploadId);
      if (row.received !== offset) throw offsetMismatch(row.received);
      throw new AppError(409, 'upload_busy', 'Another chunk of this upload is being written', {
        offset: row.received,
      });
    }
    const size = Number(claimed.size);
    if (fileSha256 !== undefined && claimed.sha256 !== undeclared && claimed.sha256 !== fileSha256) {
      // One of the two declarations is wrong: the client starts anew, as after a file mismatch.
      await this.discard(owner, uploadId);
      throw checksumMismatch('file');
    }
    const part = this.pathOf(owner.domainId, uploadId, true);
    const whole = this.hashes.from(uploadId, offset);
    const meter = new ByteMeter(
      Math.min(this.limits.maxChunkBytes, size - offset),
      chunkSha256 !== undefined,
      { also: whole },
    );
    try {
      await pipeline(
        body,
        meter,
        createWriteStream(part, { flags: 'r+', start: offset, highWaterMark: 1 << 20 }),
      );
      if (chunkSha256 !== undefined && meter.digest() !== chunkSha256.toLowerCase())
        throw checksumMismatch('chunk');
    } catch (error) {
      // Bytes past the verified offset are discarded; the next chunk starts at the same offset.
      await truncate(part, offset).catch(() => {});
      await this.db.updateTable('files').set({ writing_since: null }).where('id', '=', uploadId).execute();
      throw error;
    }
    const received = offset + meter.bytes;
    // Only from the offset it claimed: a writer that lost its claim (stale) records nothing.
    const recorded = await this.db
      .updateTable('files')
      .set({
        received,
        writing_since: null,
        expires_at: this.expiry(),
        updated_at: new Date(this.clock()),
        ...(fileSha256 === undefined ? {} : { sha256: fileSha256 }),
      })
      .where('id', '=', uploadId)
      .where('received', '=', offset)
      .executeTakeFirst();
    if (recorded.numUpdatedRows === 0n) {
      this.hashes.forget(uploadId);
      throw offsetMismatch((await this.upload(owner, uploadId)).received);
    }
    this.hashes.keep(uploadId, received, whole);
    if (received === size) return this.complete(owner, uploadId);
    return { uploadId, offset: received, size };
  }

  /**
   * Verifies the whole file against the declared SHA-256 (the hash carried on across the chunks,
   * or the file read again when this process did not see every chunk); a mismatch, or no SHA-256
   * declared at all, deletes the upload.
   */
  private async complete(owner: FileOwner, uploadId: string): Promise<UploadState> {
    const row = await this.upload(owner, uploadId);
    const part = this.pathOf(owner.domainId, uploadId, true);
    if (row.sha256 === undeclared) {
      await this.discard(owner, uploadId);
      throw checksumMissing();
    }
    const actual =
      row.size === 0 ? emptySha256 : (this.hashes.digest(uploadId, row.size) ?? (await sha256Of(part)));
    if (actual !== row.sha256) {
      await this.discard(owner, uploadId);
      throw checksumMismatch('file');
    }
    await rename(part, this.pathOf(owner.domainId, uploadId));
    await this.db
      .updateTable('files')
      .set({ status: 'ready', expires_at: null, updated_at: new Date(this.clock()) })
      .where('id', '=', uploadId)
      .execute();
    const file: FileAnswer = { fileId: uploadId, name: row.name, size: row.size, sha256: row.sha256 };
    return { uploadId, offset: row.size, size: row.size, file };
  }
}
