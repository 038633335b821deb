import { once } from 'node:events';
import { createDeflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startApp, type TestApp } from './helper';
import { createImport, createTable, type ImportCaller, runToEnd, signInAdmin, upload } from './import-helper';

const mib = 1024 * 1024;

/** `total` zero bytes deflated as a stream (the inflated bytes never exist at once). */
async function deflatedZeros(total: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const block = Buffer.alloc(mib);
  for (let written = 0; written < total; written += mib)
    if (!deflate.write(block)) await once(deflate, 'drain');
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(parts);
}

/**
 * A zip by hand whose one entry (a worksheet) declares `declared` bytes in its local header and
 * the directory, but whose data inflates to `inflated` bytes.
 */
function lyingZip(data: Buffer, declared: number): Buffer {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

describe('XLSX inflation is counted, not trusted', () => {
  let t: TestApp;
  let who: ImportCaller;
  let tableId: string;
  let bombId: string;

  beforeAll(async () => {
    t = await startApp('pglite');
    who = await signInAdmin(t);
    tableId = await createTable(t, who, { name: 'xlsx_target', columns: [{ name: 'a', type: 'text' }] });
    // About 1 MB that claims a 20 MB sheet and inflates to 1,000 MB.
    const bomb = lyingZip(await deflatedZeros(1000 * mib), 20 * 1000 * 1000);
    expect(bomb.length).toBeLessThan(2 * mib);
    bombId = await upload(t, who, 'bomb.xlsx', bomb);
  }, 120_000);
  afterAll(() => t?.close());

  it('refuses it with 422 zip_bomb in under 2 s and 100 MiB, serving other requests meanwhile', async () => {
    const source = { fileId: bombId, format: 'xlsx' };
    let peak = process.memoryUsage().rss;
    const before = peak;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const started = Date.now();
    const preview = post(
      t.app,
      '/api/imports/preview',
      { values: { source, target: { tableId }, mapping: null } },
      who.token,
    );
    const health: number[] = [];
    let done = false;
    void preview.finally(() => {
      done = true;
    });
    while (!done) {
      const asked = Date.now();
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      health.push(Date.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const answer = await preview;
    const took = Date.now() - started;
    clearInterval(sampler);
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().error.code).toBe('zip_bomb');
    expect(took).toBeLessThan(2000);
    expect(peak - before).toBeLessThan(100 * mib);
    expect(health.length).toBeGreaterThan(0);
    expect(Math.max(...health)).toBeLessThan(500);

    const importId = await createImport(t, who, { source, target: { tableId }, mode: 'append' });
    const run = await runToEnd(t, who, importId);
    expect([run.status, run.errorCode]).toEqual(['failed', 'zip_bomb']);
  });

  it('stops at CUBUS_XLSX_MAX_INFLATED_BYTES too, and reads a true file under it', async () => {
    const small = await startApp('pglite', { CUBUS_XLSX_MAX_INFLATED_BYTES: String(64 * 1024) });
    try {
      const caller = await signInAdmin(small);
      const target = await createTable(small, caller, {
        name: 'xlsx_small',
        columns: [{ name: 'a', type: 'text' }],
      });
      const book = new ExcelJS.Workbook();
      book
        .addWorksheet('S')
        .addRows([['a'], ...Array.from({ length: 5000 }, (_, i) => [`row ${i} ${'x'.repeat(20)}`])]);
      const big = await upload(small, caller, 'big.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
      const refused = await runToEnd(
        small,
        caller,
        await createImport(small, caller, {
          source: { fileId: big, format: 'xlsx' },
          target: { tableId: target },
          mode: 'append',
        }),
      );
      expect([refused.status, refused.errorCode]).toEqual(['failed', 'zip_bomb']);
    } finally {
      await small.close();
    }
    const book = new ExcelJS.Workbook();
    book.addWorksheet('S').addRows([['a'], ['one'], ['two']]);
    const fileId = await upload(t, who, 'ok.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    const ok = await runToEnd(
      t,
      who,
      await createImport(t, who, { source: { fileId, format: 'xlsx' }, target: { tableId }, mode: 'append' }),
    );
    expect([ok.status, ok.rowsLoaded]).toEqual(['succeeded', 2]);
  });
});
