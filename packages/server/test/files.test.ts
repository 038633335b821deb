import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileStore } from '../src/files/file-store';
import { post, startApp, storeKinds, type TestApp } from './helper';

const mib = 1024 * 1024;
const sha = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const bytes = (n: number, seed = 7) =>
  Buffer.from(Array.from({ length: n }, (_, i) => (i * seed + 13) % 251));

function multipart(name: string, data: Buffer) {
  const boundary = '----cubus-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe.each(storeKinds)('files on %s', (store) => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  let domainDir: string;

  beforeAll(async () => {
    t = await startApp(store, {
      CUBUS_UPLOAD_MAX_SIMPLE_BYTES: String(mib),
      CUBUS_FILE_MAX_BYTES: String(4 * mib),
      CUBUS_UPLOAD_MAX_CHUNK_BYTES: String(mib),
      CUBUS_DOMAIN_FILES_MAX_BYTES: String(6 * mib),
      CUBUS_DOMAIN_FILES_MAX_COUNT: '6',
      CUBUS_UPLOAD_TTL_SECONDS: '3600',
    });
    const session = await t.signIn('admin', t.credentials.adminPassword);
    admin = session.accessToken;
    editor = (await t.signIn('demo', t.credentials.demoPassword)).accessToken;
    domainDir = path.join(t.config.dataDir, 'files', session.session.domain.id);
  });
  afterAll(() => t?.close());

  const upload = (name: string, data: Buffer, token = admin) => {
    const body = multipart(name, data);
    return t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: body.payload,
      headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
    });
  };
  const control = (body: unknown, token = admin) => post(t.app, '/api/uploadchunk', body, token);
  const chunk = (
    uploadId: string,
    offset: number,
    data: Buffer,
    extra: Record<string, string> = {},
    token = admin,
    fileSha256?: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/uploadchunk?uploadId=${uploadId}&offset=${offset}${fileSha256 ? `&sha256=${fileSha256}` : ''}`,
      payload: data,
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${token}`, ...extra },
    });
  const download = (fileId: string, token = admin) => post(t.app, '/api/download', { fileId }, token);
  const remove = (ids: string[]) =>
    post(t.app, '/api/qry', { op: 'remove', object: 'files', ids, confirm: true }, admin);
  const partFiles = async () => (await readdir(domainDir).catch(() => [])).filter((f) => f.endsWith('.part'));

  it('uploads a small file, lists it through /api/qry and downloads the same bytes', async () => {
    const data = bytes(70_000);
    const response = await upload('sales 2024.csv', data);
    expect(response.statusCode).toBe(201);
    const file = response.json();
    expect(file).toEqual({
      fileId: expect.any(String),
      name: 'sales 2024.csv',
      size: 70_000,
      sha256: sha(data),
    });
    const listed = await post(
      t.app,
      '/api/qry',
      { op: 'select', object: 'files', fields: ['id', 'name', 'size', 'sha256'] },
      admin,
    );
    expect(listed.json().rows).toContainEqual({
      id: file.fileId,
      name: 'sales 2024.csv',
      size: 70_000,
      sha256: sha(data),
    });
    const got = await download(file.fileId);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(data)).toBe(true);
    expect(got.headers['content-disposition']).toContain('filename="sales_2024.csv"');
    await remove([file.fileId]);
    expect(existsSync(path.join(domainDir, file.fileId))).toBe(false);
    expect((await download(file.fileId)).statusCode).toBe(404);
  });

  it('keeps hostile names as metadata only and sends them back defused', async () => {
    // A NUL never reaches the store: the request is refused as a whole (400 invalid_text).
    const nul = await control({
      action: 'start',
      name: 'a\u0000b/../c.csv',
      size: 1,
      sha256: sha(Buffer.from('x')),
    });
    expect([nul.statusCode, nul.json().error.code]).toEqual([400, 'invalid_text']);
    const names = ['../../etc/passwd', 'a/b/../c.csv', `${'x'.repeat(300)}.csv`];
    const ids: string[] = [];
    for (const name of names) {
      const data = Buffer.from(`for ${name.length}`);
      const started = await control({ action: 'start', name, size: data.length, sha256: sha(data) });
      expect(started.statusCode).toBe(200);
      const done = await chunk(started.json().uploadId, 0, data);
      expect(done.statusCode).toBe(200);
      const file = done.json().file;
      ids.push(file.fileId);
      expect(file.name).not.toContain('\u0000');
      expect(file.name.length).toBeLessThanOrEqual(255);
      expect(existsSync(path.join(domainDir, file.fileId))).toBe(true);
      const disposition = String((await download(file.fileId)).headers['content-disposition']);
      const ascii = /filename="([^"]*)"/.exec(disposition)?.[1] ?? '';
      expect(ascii).toMatch(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,110}$/);
    }
    expect(existsSync(path.join(t.config.dataDir, 'etc'))).toBe(false);
    await remove(ids);
  });

  it('resumes a chunked upload, checks offsets and chunk checksums, and verifies the whole file', async () => {
    const data = bytes(2 * mib + 123, 11);
    const parts = [data.subarray(0, mib), data.subarray(mib, 2 * mib), data.subarray(2 * mib)];
    const started = await control({ action: 'start', name: 'big.bin', size: data.length, sha256: sha(data) });
    const { uploadId } = started.json();
    expect(started.json()).toEqual({ uploadId, offset: 0, size: data.length });
    expect((await chunk(uploadId, 0, parts[0] as Buffer)).json()).toEqual({
      uploadId,
      offset: mib,
      size: data.length,
    });

    const wrongOffset = await chunk(uploadId, 0, parts[1] as Buffer);
    expect([wrongOffset.statusCode, wrongOffset.json().error.code, wrongOffset.json().error.details]).toEqual(
      [409, 'upload_offset_mismatch', { offset: mib }],
    );
    const wrongSum = await chunk(uploadId, mib, parts[1] as Buffer, { 'x-chunk-sha256': sha('other') });
    expect([wrongSum.statusCode, wrongSum.json().error.code]).toEqual([422, 'checksum_mismatch']);
    // A reload: the client asks where to go on.
    expect((await control({ action: 'status', uploadId })).json()).toEqual({
      uploadId,
      offset: mib,
      size: data.length,
    });
    // Someone else's upload is not found, even by the same domain's editor.
    expect((await control({ action: 'status', uploadId }, editor)).statusCode).toBe(404);
    expect((await chunk(uploadId, mib, parts[1] as Buffer, {}, editor)).statusCode).toBe(404);

    const second = await chunk(uploadId, mib, parts[1] as Buffer, {
      'x-chunk-sha256': sha(parts[1] as Buffer),
    });
    expect(second.json().offset).toBe(2 * mib);
    const last = await chunk(uploadId, 2 * mib, parts[2] as Buffer);
    expect(last.json().file).toEqual({
      fileId: uploadId,
      name: 'big.bin',
      size: data.length,
      sha256: sha(data),
    });
    expect((await download(uploadId)).rawPayload.equals(data)).toBe(true);
    expect(await partFiles()).toEqual([]);
    await remove([uploadId]);
  });

  it('refuses a chunk whose bytes are wrong and verifies the file with the hash carried on across chunks', async () => {
    const data = bytes(2 * mib + 50, 5);
    const parts = [data.subarray(0, mib), data.subarray(mib, 2 * mib), data.subarray(2 * mib)];
    const { uploadId } = (
      await control({ action: 'start', name: 'carried.bin', size: data.length, sha256: sha(data) })
    ).json();
    await chunk(uploadId, 0, parts[0] as Buffer);
    // Bytes that are not the ones the client hashed: refused, and they leave no trace in the file's hash.
    const damaged = Buffer.from(parts[1] as Buffer);
    damaged[1000] = (damaged[1000] ?? 0) ^ 0xff;
    const refused = await chunk(uploadId, mib, damaged, { 'x-chunk-sha256': sha(parts[1] as Buffer) });
    expect([refused.statusCode, refused.json().error.code]).toEqual([422, 'checksum_mismatch']);
    expect((await control({ action: 'status', uploadId })).json().offset).toBe(mib);
    await chunk(uploadId, mib, parts[1] as Buffer, { 'x-chunk-sha256': sha(parts[1] as Buffer) });
    const last = await chunk(uploadId, 2 * mib, parts[2] as Buffer);
    expect(last.json().file.sha256).toBe(sha(data));
    expect((await download(uploadId)).rawPayload.equals(data)).toBe(true);
    await remove([uploadId]);
  });

  it('fails the whole-file check when a chunk sent without its checksum brought wrong bytes', async () => {
    const data = bytes(mib + 700, 3);
    const { uploadId } = (
      await control({ action: 'start', name: 'x', size: data.length, sha256: sha(data) })
    ).json();
    await chunk(uploadId, 0, data.subarray(0, mib));
    const done = await chunk(uploadId, mib, bytes(700, 9));
    expect([done.statusCode, done.json().error.code]).toEqual([422, 'checksum_mismatch']);
    expect((await control({ action: 'status', uploadId })).statusCode).toBe(404);
    expect(await partFiles()).toEqual([]);
  });

  it('verifies an upload written in part by another node, and one resumed after a restart', async () => {
    const data = bytes(2 * mib + 9, 13);
    const parts = [data.subarray(0, mib), data.subarray(mib, 2 * mib), data.subarray(2 * mib)];
    const { session } = await t.signIn('admin', t.credentials.adminPassword);
    const owner = { domainId: session.domain.id, userId: session.user.id };
    // Another node: the same metadata and files folder, none of this process's carried hashes.
    const otherNode = new FileStore(t.app.db, path.join(t.config.dataDir, 'files'), t.app.files.limits);
    const start = (sha256: string) =>
      control({ action: 'start', name: 'shared.bin', size: data.length, sha256 }).then(
        (r) => r.json().uploadId,
      );

    const good: string = await start(sha(data));
    await chunk(good, 0, parts[0] as Buffer);
    await otherNode.append(owner, good, mib, Readable.from([parts[1] as Buffer]));
    expect((await chunk(good, 2 * mib, parts[2] as Buffer)).json().file.sha256).toBe(sha(data));

    const wrong: string = await start(sha('another file'));
    await chunk(wrong, 0, parts[0] as Buffer);
    await otherNode.append(owner, wrong, mib, Readable.from([parts[1] as Buffer]));
    const refused = await chunk(wrong, 2 * mib, parts[2] as Buffer);
    expect([refused.statusCode, refused.json().error.code]).toEqual([422, 'checksum_mismatch']);

    const resumed: string = await start(sha(data));
    await chunk(resumed, 0, parts[0] as Buffer);
    await t.restart();
    expect((await control({ action: 'status', uploadId: resumed })).json().offset).toBe(mib);
    await chunk(resumed, mib, parts[1] as Buffer);
    const done = await chunk(resumed, 2 * mib, parts[2] as Buffer);
    expect(done.json().file.sha256).toBe(sha(data));
    expect((await download(resumed)).rawPayload.equals(data)).toBe(true);
    await remove([good, resumed]);
  });

  it('refuses a chunk past the declared size or over the chunk limit', async () => {
    const data = bytes(1000);
    const { uploadId } = (
      await control({ action: 'start', name: 'x', size: 1000, sha256: sha(data) })
    ).json();
    const over = await chunk(uploadId, 0, bytes(1001));
    expect([over.statusCode, over.json().error.code]).toEqual([413, 'payload_too_large']);
    expect((await control({ action: 'status', uploadId })).json().offset).toBe(0);
    expect((await control({ action: 'cancel', uploadId })).json()).toEqual({
      uploadId,
      offset: 0,
      cancelled: true,
    });
    expect((await control({ action: 'status', uploadId })).statusCode).toBe(404);
  });

  it('deletes an upload whose whole-file checksum does not match', async () => {
    const data = bytes(5000);
    const { uploadId } = (
      await control({ action: 'start', name: 'x', size: 5000, sha256: sha('not it') })
    ).json();
    const done = await chunk(uploadId, 0, data);
    expect([done.statusCode, done.json().error.code]).toEqual([422, 'checksum_mismatch']);
    expect((await control({ action: 'status', uploadId })).statusCode).toBe(404);
    expect(existsSync(path.join(domainDir, uploadId))).toBe(false);
    expect(await partFiles()).toEqual([]);
  });

  it('takes the whole-file SHA-256 with the last chunk instead of at start', async () => {
    const data = bytes(mib + 321, 17);
    const started = await control({ action: 'start', name: 'late.bin', size: data.length });
    const { uploadId } = started.json();
    expect(started.json()).toEqual({ uploadId, offset: 0, size: data.length });
    await chunk(uploadId, 0, data.subarray(0, mib), { 'x-chunk-sha256': sha(data.subarray(0, mib)) });
    const tail = data.subarray(mib);
    const last = await chunk(
      uploadId,
      mib,
      tail,
      { 'x-chunk-sha256': sha(tail) },
      admin,
      sha(data).toUpperCase(),
    );
    expect(last.json().file).toEqual({
      fileId: uploadId,
      name: 'late.bin',
      size: data.length,
      sha256: sha(data),
    });
    expect((await download(uploadId)).rawPayload.equals(data)).toBe(true);
    expect(await partFiles()).toEqual([]);
    await remove([uploadId]);
  });

  it('refuses and deletes an upload that reaches its size with no SHA-256 declared', async () => {
    const data = bytes(mib + 10, 19);
    const { uploadId } = (await control({ action: 'start', name: 'unsure.bin', size: data.length })).json();
    await chunk(uploadId, 0, data.subarray(0, mib));
    const done = await chunk(uploadId, mib, data.subarray(mib));
    expect([done.statusCode, done.json().error.code]).toEqual([422, 'checksum_missing']);
    expect((await control({ action: 'status', uploadId })).statusCode).toBe(404);
    expect((await download(uploadId)).statusCode).toBe(404);
    expect(existsSync(path.join(domainDir, uploadId))).toBe(false);
    expect(await partFiles()).toEqual([]);
    // An empty file completes at start: without its SHA-256 it is refused there.
    const empty = await control({ action: 'start', name: 'empty.bin', size: 0 });
    expect([empty.statusCode, empty.json().error.code]).toEqual([422, 'checksum_missing']);
    expect(await partFiles()).toEqual([]);
  });

  it('refuses and deletes an upload whose last chunk declares another SHA-256 than its start', async () => {
    const data = bytes(mib + 99, 23);
    const { uploadId } = (
      await control({ action: 'start', name: 'twice.bin', size: data.length, sha256: sha(data) })
    ).json();
    await chunk(uploadId, 0, data.subarray(0, mib));
    const malformed = await chunk(uploadId, mib, data.subarray(mib), {}, admin, 'not-hex');
    expect([malformed.statusCode, malformed.json().error.code]).toEqual([400, 'validation_failed']);
    const done = await chunk(uploadId, mib, data.subarray(mib), {}, admin, sha('another file'));
    expect([done.statusCode, done.json().error.code]).toEqual([422, 'checksum_mismatch']);
    expect((await control({ action: 'status', uploadId })).statusCode).toBe(404);
    expect(existsSync(path.join(domainDir, uploadId))).toBe(false);
    expect(await partFiles()).toEqual([]);
  });

  it('holds the per-file, per-domain size and count quotas', async () => {
    const tooBig = await control({ action: 'start', name: 'x', size: 4 * mib + 1, sha256: sha('') });
    expect([tooBig.statusCode, tooBig.json().error.code]).toEqual([413, 'file_too_large']);
    const small = await upload('small.bin', bytes(mib + 1));
    expect([small.statusCode, small.json().error.code]).toEqual([413, 'file_too_large']);
    expect(await partFiles()).toEqual([]);

    const first = (await control({ action: 'start', name: 'a', size: 4 * mib, sha256: sha('') })).json();
    const second = await control({ action: 'start', name: 'b', size: 4 * mib, sha256: sha('') });
    expect([second.statusCode, second.json().error.code]).toEqual([413, 'storage_quota_exceeded']);
    await control({ action: 'cancel', uploadId: first.uploadId });

    const started: string[] = [];
    let refused: { statusCode: number; json: () => { error: { code: string } } } | undefined;
    for (let i = 0; i < 8 && !refused; i++) {
      const answer = await control({ action: 'start', name: `n${i}`, size: 1, sha256: sha('') });
      if (answer.statusCode === 200) started.push(answer.json().uploadId);
      else refused = answer;
    }
    expect([refused?.statusCode, refused?.json().error.code]).toEqual([409, 'file_count_exceeded']);
    for (const uploadId of started) await control({ action: 'cancel', uploadId });
  });

  it('refuses bad calls with a code', async () => {
    expect(
      (await post(t.app, '/api/uploadchunk', { action: 'start', name: 'x', size: 1, sha256: sha('') }))
        .statusCode,
    ).toBe(401);
    const viewer = (await t.signIn('viewer', t.credentials.viewerPassword)).accessToken;
    expect((await control({ action: 'start', name: 'x', size: 1, sha256: sha('') }, viewer)).statusCode).toBe(
      403,
    );
    const bad = await control({ action: 'start', name: 'x', size: -1, sha256: 'zz' });
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'validation_failed']);
    const noQuery = await t.app.inject({
      method: 'POST',
      url: '/api/uploadchunk',
      payload: Buffer.from('x'),
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${admin}` },
    });
    expect([noQuery.statusCode, noQuery.json().error.code]).toEqual([400, 'validation_failed']);
    expect((await download('not-a-uuid')).statusCode).toBe(400);
    expect((await download('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('sweeps unfinished uploads once they expire', async () => {
    const data = bytes(2000);
    const { uploadId } = (
      await control({ action: 'start', name: 'x', size: 2000, sha256: sha(data) })
    ).json();
    await chunk(uploadId, 0, data.subarray(0, 1000));
    expect(await partFiles()).toContain(`${uploadId}.part`);
    t.clock.advance(3601 * 1000);
    expect(await t.app.files.sweep()).toBeGreaterThanOrEqual(1);
    // Access tokens expired too when the clock moved on.
    admin = (await t.signIn('admin', t.credentials.adminPassword)).accessToken;
    expect((await control({ action: 'status', uploadId })).statusCode).toBe(404);
    expect(await partFiles()).toEqual([]);
  });
});
