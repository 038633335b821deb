import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WarehouseSession } from '../../engine';
import { DuckDBEngine } from './duckdb-engine';

describe('DuckDB engine', () => {
  let dir: string;
  let engine: DuckDBEngine;
  let session: WarehouseSession;
  const domainId = randomUUID();

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cubus-duckdb-'));
    engine = new DuckDBEngine({
      dir: path.join(dir, 'warehouse'),
      memoryLimit: '256MB',
      threads: 1,
      allowedDir: (id) => path.join(dir, 'files', id),
    });
    await engine.execute(domainId, 'create table facts (id integer, name varchar)');
    await engine.execute(domainId, 'insert into facts values (?, ?), (?, ?)', [1, 'one', 2, 'two']);
    session = await engine.openUserSession(domainId);
  });
  afterAll(async () => {
    session?.close();
    await engine?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stops a statement cancelled as it is asked for, before DuckDB has begun it, and runs the next', async () => {
    const cancelled = await engine.openUserSession(domainId);
    try {
      const runaway = cancelled.query('select count(*) from range(100000000) a, range(100000000) b');
      // In the same tick: DuckDB has not begun the statement yet, and would forget a bare interrupt.
      cancelled.cancel();
      await expect(runaway).rejects.toThrow(/interrupt/i);
      // A cleanup after the cancel (an import drops its staging) is not interrupted.
      expect(await cancelled.query('select 1 as n')).toEqual([{ n: 1 }]);
    } finally {
      cancelled.close();
    }
  }, 20_000);

  it('keeps each domain in its own file', async () => {
    const other = randomUUID();
    expect(
      await engine.execute(other, 'select count(*)::integer as n from information_schema.tables'),
    ).toEqual([{ n: 0 }]);
    expect(await engine.execute(domainId, 'select name from facts where id = ?', [2])).toEqual([
      { name: 'two' },
    ]);
  });

  it('refuses a domain id that is not a uuid', async () => {
    await expect(engine.execute('../escape', 'select 1')).rejects.toThrow('not a domain id');
  });

  it('runs user queries with bound parameters', async () => {
    expect(await session.query('select count(*)::integer as n from facts where id > ?', [0])).toEqual([
      { n: 2 },
    ]);
  });

  it.each([
    ['read a file', "select * from read_csv('/etc/passwd')"],
    ['read a file as text', "select * from read_text('/etc/hostname')"],
    ['write a file', "copy facts to '/tmp/cubus-leak.csv'"],
    ['attach another database', "attach '/tmp/cubus-other.duckdb' as other"],
    ['load an extension', 'load httpfs'],
    ['raise the memory limit', "set memory_limit = '64GB'"],
    ['add threads', 'set threads = 64'],
    ['turn external access back on', 'set enable_external_access = true'],
    ['unlock the configuration', 'set lock_configuration = false'],
  ])('does not let a user connection %s', async (_name, sql) => {
    await expect(session.query(sql)).rejects.toThrow();
  });

  it('reads and writes inside the domain’s own files folder only', async () => {
    const own = path.join(dir, 'files', domainId);
    await writeFile(path.join(own, 'in.csv'), 'a,b\n1,x\n');
    expect(await session.query(`select count(*)::integer as n from read_csv('${own}/in.csv')`)).toEqual([
      { n: 1 },
    ]);
    await session.query(`copy facts to '${own}/out.parquet' (format parquet)`);
    const other = path.join(dir, 'files', randomUUID());
    await mkdir(other, { recursive: true });
    await writeFile(path.join(other, 'in.csv'), 'a\n1\n');
    await expect(session.query(`select * from read_csv('${other}/in.csv')`)).rejects.toThrow();
    await expect(
      session.query(`select * from read_csv('${own}/../${path.basename(other)}/in.csv')`),
    ).rejects.toThrow();
  });

  it('cannot read another domain database by path', async () => {
    const file = path.join(dir, 'warehouse', `${randomUUID()}.duckdb`);
    await writeFile(file, '');
    await expect(session.query(`select * from '${file}'`)).rejects.toThrow();
  });

  it('reports the sandbox settings in force', async () => {
    const [row] = await session.query(
      "select current_setting('enable_external_access') as external, current_setting('lock_configuration') as locked, current_setting('threads')::integer as threads",
    );
    expect(row).toEqual({ external: false, locked: true, threads: 1 });
  });
});
