import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { BackupManifest } from '../src/operations/backup-archive';
import { openInstall } from '../src/operations/install-access';
import { operatorFileOf } from '../src/operations/operator-routes';
import { restoreBackup } from '../src/operations/restore';
import { carriedTables } from '../src/operations/store-tables';
import { createDatabase, post, type StoreKind, startApp, storeKinds, type TestApp } from './helper';

const execFileAsync = promisify(execFile);
const cliPath = path.join(import.meta.dirname, '../src/cli.ts');

/** Every carried metadata row, as text, sorted: two stores hold the same data when these are equal. */
async function metadataRows(app: FastifyInstance): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const table of await carriedTables(app.db)) {
    const { rows: found } = await sql<{ row: string }>`
      select row_to_json(t)::text as row from ${sql.table(table.name)} t`.execute(app.db);
    // The backup's own record is written after its snapshot.
    rows[table.name] = found
      .map((r) => r.row)
      .filter((r) => !r.includes('"last_backup"'))
      .sort();
  }
  return rows;
}

/** Every warehouse table of each domain, its rows as text, sorted. */
async function warehouseRows(app: FastifyInstance): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const { id } of await app.db.selectFrom('domains').select('id').execute()) {
    const tables = await app.warehouse.execute(
      id,
      'SELECT schema_name, table_name FROM duckdb_tables() ORDER BY ALL',
    );
    for (const table of tables) {
      const name = `"${String(table.schema_name)}"."${String(table.table_name)}"`;
      const found = await app.warehouse.execute(id, `SELECT * FROM ${name}`);
      rows[`${id}/${name}`] = found
        .map((row) => JSON.stringify(row, (_, v) => (typeof v === 'bigint' ? String(v) : v)))
        .sort();
    }
  }
  return rows;
}

/** Every stored file's bytes, by its path under the data folder's `files/`. */
async function storedFiles(dataDir: string): Promise<Record<string, string>> {
  const root = path.join(dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const files: Record<string, string> = {};
  for (const entry of entries)
    if (entry.isFile() && !entry.name.startsWith('.')) {
      const file = path.join(entry.parentPath, entry.name);
      files[path.relative(root, file)] = (await readFile(file)).toString('base64');
    }
  return files;
}

/** A config for a second install: a new data folder and, on PostgreSQL, a new empty database. */
async function secondInstall(kind: StoreKind, like: Config) {
  const scratch = await mkdtemp(path.join(tmpdir(), 'cubus-restore-'));
  const database = kind === 'postgres' ? await createDatabase() : undefined;
  const config = loadConfig({
    DATA_DIR: path.join(scratch, 'data'),
    WEB_DIST: like.webDist,
    CUBUS_DUCKDB_MEMORY_LIMIT: '256MB',
    CUBUS_DUCKDB_THREADS: '1',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  return {
    config,
    scratch,
    async close() {
      await database?.drop();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}

/** Restores the archive into a second install, starts a server on it and hands it to `check`. */
async function withRestored(
  kind: StoreKind,
  like: Config,
  archive: string,
  check: (restored: FastifyInstance, manifest: BackupManifest, config: Config) => Promise<void>,
): Promise<void> {
  const target = await secondInstall(kind, like);
  try {
    const manifest = await restoreBackup(archive, target.config);
    const restored = await buildApp(target.config, { logger: false });
    try {
      await check(restored, manifest, target.config);
    } finally {
      await restored.close();
    }
  } finally {
    await target.close();
  }
}

describe.each(storeKinds)('backup and restore on %s', (kind: StoreKind) => {
  let t: TestApp;
  let archive: string;
  let scratch: string;
  beforeAll(async () => {
    t = await startApp(kind);
    scratch = await mkdtemp(path.join(tmpdir(), 'cubus-backups-'));
    // Listening, so the command reaches it as an operator would: through its operator file.
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    // The operator file is written by an onListen hook, which listen() does not wait for.
    await vi.waitFor(() => stat(operatorFileOf(t.config.dataDir)), { timeout: 10_000 });
  });
  afterAll(async () => {
    await t?.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('takes a backup of the running install while it serves writes', async () => {
    const { accessToken } = await t.signIn('demo', t.credentials.demoPassword);
    const install = await openInstall(t.config);
    expect(install.via).toBe('server');
    archive = path.join(scratch, 'all.tar.gz');
    // A cell written before: its change's order number (an identity column) must come back as it was.
    const [sales] = (
      await post(t.app, '/api/qry', { op: 'select', object: 'cubes', search: 'Sales' }, accessToken)
    ).json().rows;
    const written = await post(
      t.app,
      '/api/cubes/write',
      { cubeId: sales.id, measure: 'amount', coords: { region: 'North', scenario: 'Budget' }, value: 1000 },
      accessToken,
    );
    expect(written.statusCode, written.body).toBe(200);
    const writes = Array.from({ length: 20 }, (_, i) =>
      post(
        t.app,
        '/api/qry',
        { op: 'create', object: 'todo', values: { title: `during backup ${i}` } },
        accessToken,
      ),
    );
    const [answers] = await Promise.all([
      Promise.all(writes),
      install.backup(undefined, createWriteStream(archive)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    const status = await install.status();
    expect(status.lastBackup).toMatchObject({ scope: 'all' });
    expect(status.lastBackup?.bytes).toBeGreaterThan(1000);
  });

  it('restores it into a new install with every metadata row, warehouse row and file', async () => {
    await withRestored(kind, t.config, archive, async (restored, manifest, config) => {
      expect(manifest.domains.map((domain) => domain.name).sort()).toEqual(['Demo', 'Sandbox']);
      const [before, after] = [await metadataRows(t.app), await metadataRows(restored)];
      // The concurrent to-dos (and their activity lines) after the snapshot may be missing; nothing else.
      expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
      for (const table of Object.keys(before))
        if (table === 'todos' || table === 'activity_log')
          expect(
            after[table]?.filter((row) => !before[table]?.includes(row)),
            table,
          ).toEqual([]);
        else expect(after[table], table).toEqual(before[table]);
      expect(await warehouseRows(restored)).toEqual(await warehouseRows(t.app));
      expect(await storedFiles(config.dataDir)).toEqual(await storedFiles(t.config.dataDir));
      const signIn = await post(restored, '/api/login', {
        login: 'demo',
        password: t.credentials.demoPassword,
      });
      expect(signIn.statusCode).toBe(200);
    });
  });

  it('backs up one domain with its users and the root, and restores it alone', async () => {
    const install = await openInstall(t.config);
    const domainArchive = path.join(scratch, 'demo.tar.gz');
    await install.backup('demo', createWriteStream(domainArchive));
    await withRestored(kind, t.config, domainArchive, async (restored, manifest) => {
      expect(manifest.scope).toMatchObject({ domainName: 'Demo' });
      const domains = await restored.db.selectFrom('domains').select('name').execute();
      expect(domains.map((domain) => domain.name)).toEqual(['Demo']);
      const users = await restored.db
        .selectFrom('users')
        .select(['username', 'is_root'])
        .orderBy('username')
        .execute();
      expect(users.map((user) => user.username)).toEqual(expect.arrayContaining(['admin', 'demo', 'viewer']));
      expect(users.some((user) => user.is_root)).toBe(true);
      const signIn = await post(restored, '/api/login', {
        login: 'admin',
        password: t.credentials.adminPassword,
      });
      expect(signIn.statusCode).toBe(200);
    });
  });

  it('refuses a restore into an install that holds data, and a file that is no backup', async () => {
    await expect(restoreBackup(archive, t.config)).rejects.toMatchObject({ code: 'target_not_empty' });
    const target = await secondInstall(kind, t.config);
    try {
      const bogus = path.join(scratch, 'bogus.tar.gz');
      await writeFile(bogus, 'not an archive');
      await expect(restoreBackup(bogus, target.config)).rejects.toMatchObject({ code: 'not_a_backup' });
      await expect(restoreBackup(path.join(scratch, 'missing.tar.gz'), target.config)).rejects.toMatchObject({
        code: 'backup_not_found',
      });
      // Nothing was left behind: the same folder still takes a real restore.
      await expect(restoreBackup(archive, target.config)).resolves.toMatchObject({ format: 'cubus-backup' });
    } finally {
      await target.close();
    }
  });

  it('answers the operator calls only to the operator token', async () => {
    const { accessToken } = await t.signIn('admin', t.credentials.adminPassword);
    for (const authorization of [undefined, `Bearer ${accessToken}`, 'Operator wrong'])
      for (const url of ['/api/operator/status', '/api/operator/backup']) {
        const answer = await t.app.inject({
          method: 'GET',
          url,
          headers: authorization ? { authorization } : {},
        });
        expect(answer.statusCode, `${url} with ${authorization}`).toBe(401);
      }
    const install = await openInstall(t.config);
    await expect(
      install.backup('no such domain', createWriteStream(path.join(scratch, 'x'))),
    ).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('resets a password: the old one and its sessions end, the new one signs in', async () => {
    const before = await t.signIn('viewer', t.credentials.viewerPassword);
    const install = await openInstall(t.config);
    const { username, password } = await install.resetPassword('viewer');
    expect(username).toBe('viewer');
    const old = await post(t.app, '/api/login', { login: 'viewer', password: t.credentials.viewerPassword });
    expect(old.statusCode).toBe(401);
    expect((await post(t.app, '/api/whoami', {}, before.accessToken)).statusCode).toBe(401);
    expect((await post(t.app, '/api/login', { login: 'viewer', password })).statusCode).toBe(200);
    await expect(install.resetPassword('nobody')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('is the cubus command: status through the running server, a clear word on a bad command', async () => {
    const run = (...args: string[]) =>
      execFileAsync(process.execPath, ['--import', 'tsx', cliPath, ...args], {
        env: { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl ?? '' },
      }).then(
        ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    const status = await run('status', '--json');
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({ running: true, stores: { metadata: { kind } } });
    expect(await run('frobnicate')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('No command "frobnicate"'),
    });
    expect(await run('restore', 'x.tar.gz')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('stop it before restoring'),
    });
    expect((await stat(operatorFileOf(t.config.dataDir))).mode & 0o777).toBe(0o600);
  }, 180_000);

  it('shows the root the same status in the console, and no one else', async () => {
    const root = await t.signIn('admin', t.credentials.adminPassword);
    const answer = await post(t.app, '/api/root/status', {}, root.accessToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      stores: { metadata: { kind }, warehouse: { engine: 'duckdb' } },
      lastBackup: { scope: 'Demo' },
    });
    expect(answer.json().stores.files.count).toBeGreaterThan(0);
    const editor = await t.signIn('demo', t.credentials.demoPassword);
    expect((await post(t.app, '/api/root/status', {}, editor.accessToken)).statusCode).toBe(403);
  });
});
