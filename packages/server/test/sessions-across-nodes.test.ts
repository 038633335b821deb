import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { post, startApp, storeKinds, type TestApp } from './helper';

/** Both nodes sign with the same keys, as nodes behind one load balancer do. */
const sharedKeys = {
  CUBUS_JWT_SECRET: 'a-shared-signing-key-of-at-least-32-bytes',
  CUBUS_ENCRYPTION_KEY: 'a-shared-sealing-key-of-at-least-32-bytes',
};
const recheckMs = 200;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Two processes cannot share one PGlite; on PGlite the same code runs with one node.
describe.skipIf(!storeKinds.includes('postgres'))('sessions across two nodes of one PostgreSQL', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let bDir: string;
  let demo: { accessToken: string; userId: string };

  beforeAll(async () => {
    a = await startApp('postgres', sharedKeys);
    bDir = await mkdtemp(path.join(tmpdir(), 'cubus-test-node-b-'));
    const config = loadConfig({
      ...sharedKeys,
      DATA_DIR: bDir,
      DATABASE_URL: a.config.databaseUrl ?? '',
      WEB_DIST: a.config.webDist,
      CUBUS_DUCKDB_MEMORY_LIMIT: '256MB',
      CUBUS_DUCKDB_THREADS: '1',
      CUBUS_AUTH_RECHECK_MS: String(recheckMs),
    });
    b = await buildApp(config, { logger: false, shareEmbeddedWarehouse: true });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    if (bDir) await rm(bDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    const login = await a.signIn('demo', a.credentials.demoPassword);
    demo = { accessToken: login.accessToken, userId: login.session.user.id };
    // Node B knows the session (and keeps it) before the change.
    expect((await post(b, '/api/whoami', {}, demo.accessToken)).statusCode).toBe(200);
  });

  const whoamiOnB = () => post(b, '/api/whoami', {}, demo.accessToken);

  it('a logout on one node ends the session on the other within the recheck time', async () => {
    expect((await post(a.app, '/api/logout', {}, demo.accessToken)).statusCode).toBe(200);
    await pause(recheckMs);
    const after = await whoamiOnB();
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('invalid_token');
  });

  it('a password change on one node ends the old session on the other, the new one works there', async () => {
    const changed = await post(
      a.app,
      '/api/changepassword',
      { oldPassword: a.credentials.demoPassword, newPassword: 'a-new-demo-password-42' },
      demo.accessToken,
    );
    expect(changed.statusCode).toBe(200);
    await pause(recheckMs);
    expect((await whoamiOnB()).statusCode).toBe(401);
    expect((await post(b, '/api/whoami', {}, changed.json().accessToken)).statusCode).toBe(200);
    a.credentials.demoPassword = 'a-new-demo-password-42';
  });

  it("a role change on one node shows in the other's kept session", async () => {
    const admin = await a.signIn('admin', a.credentials.adminPassword);
    const setRole = (role: string) =>
      post(a.app, '/api/admin/users/set-role', { userId: demo.userId, role }, admin.accessToken);
    expect((await setRole('viewer')).statusCode).toBe(200);
    try {
      await pause(recheckMs);
      const after = await whoamiOnB();
      expect(after.statusCode).toBe(200);
      expect(after.json().session.role).toBe('viewer');
    } finally {
      await setRole('editor');
    }
  });
});
