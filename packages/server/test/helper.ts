import { cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { LoginResponse } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { createDatabase, postgresAdminUrl, postgresReachable } from './postgres-database';

export { createDatabase } from './postgres-database';

export type StoreKind = 'pglite' | 'postgres';

const onCi = process.env.CI === 'true';

/**
 * The metadata stores every integration test runs against. On CI PostgreSQL is always included,
 * so an unreachable server fails the run instead of skipping half of it.
 */
export const storeKinds: StoreKind[] =
  onCi || (await postgresReachable()) ? ['pglite', 'postgres'] : ['pglite'];
if (!storeKinds.includes('postgres'))
  console.warn(`PostgreSQL at ${postgresAdminUrl} unreachable: testing PGlite only`);

/** A controllable clock: real time plus whatever the test stepped forward. */
export interface TestClock {
  now: () => number;
  advance: (milliseconds: number) => void;
}

export interface Credentials {
  adminPassword: string;
  demoPassword: string;
  viewerPassword: string;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  clock: TestClock;
  credentials: Credentials;
  /** Signs in through the API and answers its body. */
  signIn(login: string, password: string): Promise<LoginResponse>;
  /** Closes the app and builds it again on the same data dir and database (a restart). */
  restart(): Promise<void>;
  /** Closes the app, drops its database and deletes its data dir. */
  close(): Promise<void>;
}

export async function readCredentials(dataDir: string): Promise<Credentials> {
  const text = await readFile(path.join(dataDir, 'initial-admin.txt'), 'utf8');
  const value = (key: string) => text.match(new RegExp(`^${key}=(.*)$`, 'm'))?.[1] ?? '';
  return {
    adminPassword: value('ADMIN_PASSWORD'),
    demoPassword: value('DEMO_PASSWORD'),
    viewerPassword: value('VIEWER_PASSWORD'),
  };
}

/** A built console to serve: index.html, one hashed asset and the icon, each with the build's .br and .gz copies. */
async function fakeConsole(dir: string): Promise<string> {
  const dist = path.join(dir, 'web');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  const files = {
    'index.html': '<!doctype html><title>Cubus</title><div id="root"></div>',
    'assets/index-abc123.js': 'console.log(1)',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dist, name);
    await writeFile(file, text);
    await writeFile(`${file}.br`, brotliCompressSync(text));
    await writeFile(`${file}.gz`, gzipSync(text));
  }
  return dist;
}

/** Settings that the first start does not read: an install made without them serves them as well. */
const runtimeSettings = new Set([
  'BODY_LIMIT',
  'CUBUS_API_RATE_LIMIT',
  'CUBUS_API_RATE_WINDOW_SECONDS',
  'CUBUS_DUCKDB_MEMORY_LIMIT',
  'CUBUS_JOB_DOMAIN_QUEUE_MAX',
  'CUBUS_JOB_WORKERS',
  'CUBUS_PROCEDURE_TIMEOUT_MS',
  'CUBUS_SOURCE_ALLOW',
  'CUBUS_SOURCE_FILES_DIR',
  'CUBUS_XLSX_MAX_INFLATED_BYTES',
]);

let template: Promise<string> | undefined;

/**
 * The data dir of one first start on PGlite (migrations and the demo seed take seconds there),
 * made once for the whole run and closed: each install copies it.
 */
function firstStartTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = path.join(inject('templatesDir'), 'pglite');
    const made = await readFile(path.join(dir, 'initial-admin.txt')).then(
      () => true,
      () => false,
    );
    if (made) return dir;
    const scratch = await mkdtemp(path.join(inject('templatesDir'), 'making-'));
    const app = await buildApp(
      loadConfig({
        DATA_DIR: path.join(scratch, 'data'),
        WEB_DIST: await fakeConsole(scratch),
        CUBUS_DUCKDB_MEMORY_LIMIT: '256MB',
        CUBUS_DUCKDB_THREADS: '1',
      }),
      { logger: false },
    );
    await app.close();
    // Another test file's worker may have made it meanwhile: its copy stays.
    await rename(path.join(scratch, 'data'), dir).catch(() => {});
    await rm(scratch, { recursive: true, force: true });
    return dir;
  })();
  return template;
}

/**
 * Builds the app on a temporary data dir (and a fresh PostgreSQL database for 'postgres'). On PGlite
 * the data dir is a copy of one first start unless `firstStart` asks for a first start of its own,
 * or `env` holds a setting the first start reads.
 * @example const t = await startApp('pglite'); const { accessToken } = await t.signIn('admin', t.credentials.adminPassword)
 */
export async function startApp(
  kind: StoreKind,
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'onRoute'> & { firstStart?: boolean } = {},
): Promise<TestApp> {
  const { firstStart, ...buildOptions } = options;
  const database = kind === 'postgres' ? await createDatabase() : undefined;
  const scratch = await mkdtemp(path.join(tmpdir(), 'cubus-test-'));
  // Not created here: the server must make its own data dir (regression: it did not with DATABASE_URL).
  const dataDir = path.join(scratch, 'data');
  const copied =
    kind === 'pglite' && !firstStart && Object.keys(env).every((key) => runtimeSettings.has(key));
  if (copied) await cp(await firstStartTemplate(), dataDir, { recursive: true });
  let offset = 0;
  const clock: TestClock = {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
  };
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: await fakeConsole(scratch),
    CUBUS_DUCKDB_MEMORY_LIMIT: '256MB',
    CUBUS_DUCKDB_THREADS: '1',
    // The test servers' own PostgreSQL, MariaDB and ClickHouse are sources of several tests.
    CUBUS_SOURCE_ALLOW: '127.0.0.1/32,::1/128',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const build = () =>
    buildApp(config, { logger: false, clock: clock.now, checkErrorCodes: true, ...buildOptions });
  let app: FastifyInstance;
  try {
    app = await build();
  } catch (error) {
    await database?.drop();
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }
  const t: TestApp = {
    app,
    config,
    clock,
    credentials: await readCredentials(dataDir),
    async signIn(login, password) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { login, password },
      });
      if (response.statusCode !== 200)
        throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
      return response.json();
    },
    async restart() {
      await t.app.close();
      t.app = await build();
    },
    async close() {
      await t.app.close();
      await database?.drop();
      await rm(scratch, { recursive: true, force: true });
    },
  };
  return t;
}

/** POSTs JSON with an optional bearer token. */
export function post(app: FastifyInstance, url: string, payload: unknown, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/**
 * A reference made through `/api/qry` with its members in order, each by code and its parent's
 * code (none for a root) → the reference's id.
 */
export async function createRefWithMembers(
  qry: (body: unknown) => Promise<{ json(): { row: { id: unknown } }; statusCode: number }>,
  name: string,
  members: readonly (readonly [code: string, parent?: string])[],
): Promise<string> {
  const id = String((await qry({ op: 'create', object: 'refs', values: { name } })).json().row.id);
  for (const [code, parent] of members) {
    const created = await qry({
      op: 'create',
      object: `ref:${id}`,
      values: { code, ...(parent ? { parent } : {}) },
    });
    if (created.statusCode !== 201) throw new Error(`member ${code} of ${name}: ${created.statusCode}`);
  }
  return id;
}

/** Reads SSE frames from a live response until `want` holds or the time is up. */
export async function collect(
  response: Response,
  want: (text: string) => boolean,
  ms = 3000,
): Promise<string> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + ms;
  while (!want(text) && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now())),
    ]);
    if (!chunk || chunk.done) break;
    text += decoder.decode(chunk.value);
  }
  await reader.cancel();
  return text;
}
