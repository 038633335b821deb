import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { demoDomainName } from '@cubus/shared';
import { type Kysely, sql } from 'kysely';
import { generatePassword, hashPassword } from '../auth/passwords';
import type { Config } from '../config';
import type { Warehouse } from '../engine/warehouse/warehouse';
import type { FileStore } from '../files/file-store';
import { kindModules } from '../objects/kinds';
import type { Database } from '../store/database';

/** Who was created on this start; only the first start on an empty store creates anyone. */
export interface FirstStart {
  admin: { username: string; email: string; password: string; generated: boolean };
  demo: { username: string; email: string; password: string };
  /** A Demo viewer, for the browser tests of what a viewer may not do. */
  viewer: { username: string; email: string; password: string };
  credentialsFile: string;
}

// Any constant: serialises the first start of several nodes sharing one PostgreSQL.
const seedLock = 7_254_301;

async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  return Boolean(
    await db.selectFrom('settings').select('key').where('key', '=', 'first_start').executeTakeFirst(),
  );
}

function credentialsText(start: Omit<FirstStart, 'credentialsFile'>): string {
  const admin = start.admin.generated ? start.admin.password : '(from CUBUS_ADMIN_PASSWORD)';
  return [
    '# Cubus first-start sign-in. Change these passwords, then delete this file.',
    `ADMIN_USERNAME=${start.admin.username}`,
    `ADMIN_EMAIL=${start.admin.email}`,
    `ADMIN_PASSWORD=${admin}`,
    `DEMO_USERNAME=${start.demo.username}`,
    `DEMO_EMAIL=${start.demo.email}`,
    `DEMO_PASSWORD=${start.demo.password}`,
    `VIEWER_USERNAME=${start.viewer.username}`,
    `VIEWER_EMAIL=${start.viewer.email}`,
    `VIEWER_PASSWORD=${start.viewer.password}`,
    '',
  ].join('\n');
}

async function seedMetadata(db: Kysely<Database>, config: Config): Promise<FirstStart | null> {
  if (await isSeeded(db)) return null;
  const admin = {
    username: 'admin',
    email: config.adminEmail,
    password: config.adminPassword ?? generatePassword(),
    generated: !config.adminPassword,
  };
  const demo = { username: 'demo', email: 'demo@cubus.local', password: generatePassword() };
  const viewer = { username: 'viewer', email: 'viewer@cubus.local', password: generatePassword() };
  // Hashed before the transaction: argon2 is slow and the transaction holds the store.
  const [adminHash, demoHash, viewerHash] = await Promise.all([
    hashPassword(admin.password),
    hashPassword(demo.password),
    hashPassword(viewer.password),
  ]);
  const credentialsFile = path.join(config.dataDir, 'initial-admin.txt');
  // With DATABASE_URL nothing else may have created the data dir yet.
  await mkdir(config.dataDir, { recursive: true });
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${seedLock})`.execute(trx);
    if (await isSeeded(trx)) return null;
    const domainId = randomUUID();
    const adminId = randomUUID();
    const demoId = randomUUID();
    const viewerId = randomUUID();
    // A second domain, so switching domains can be tried: admin is its admin, demo a viewer.
    const sandboxId = randomUUID();
    await trx
      .insertInto('domains')
      .values([
        { id: domainId, name: demoDomainName, status: 'active' },
        { id: sandboxId, name: 'Sandbox', status: 'active' },
      ])
      .execute();
    await trx
      .insertInto('users')
      .values([
        { id: adminId, ...userValues(admin, 'Administrator', adminHash), is_root: true },
        { id: demoId, ...userValues(demo, 'Demo Editor', demoHash) },
        { id: viewerId, ...userValues(viewer, 'Demo Viewer', viewerHash) },
      ])
      .execute();
    await trx
      .insertInto('memberships')
      .values([
        { user_id: adminId, domain_id: domainId, role: 'admin' },
        { user_id: demoId, domain_id: domainId, role: 'editor' },
        { user_id: viewerId, domain_id: domainId, role: 'viewer' },
        { user_id: adminId, domain_id: sandboxId, role: 'admin' },
        { user_id: demoId, domain_id: sandboxId, role: 'viewer' },
      ])
      .execute();
    const value = JSON.stringify({ at: new Date().toISOString(), demoDomainId: domainId });
    await trx.insertInto('settings').values({ key: 'first_start', value }).execute();
    const start = { admin, demo, viewer };
    // Written before commit: a crash after it leaves a stale file, never a lost password.
    await writeFile(credentialsFile, credentialsText(start), { mode: 0o600 });
    return { ...start, credentialsFile };
  });
}

function userValues(user: { username: string; email: string }, fullName: string, passwordHash: string) {
  return {
    username: user.username,
    email: user.email.toLowerCase(),
    full_name: fullName,
    locale: 'en',
    status: 'active' as const,
    password_hash: passwordHash,
  };
}

/**
 * First start on an empty store: the root user `admin`, the Demo domain with a demo editor and,
 * unless `seedDemo` is off, each kind's demo objects (`KindModule.seed`: the sales, the cube, the
 * procedure, the action, the reports). Every later start changes nothing.
 * @example const created = await runFirstStart(app.db, app.warehouse, app.files, config) // null after the first start
 */
export async function runFirstStart(
  db: Kysely<Database>,
  engine: Warehouse,
  files: FileStore,
  config: Config,
): Promise<FirstStart | null> {
  const created = await seedMetadata(db, config);
  // Each kind seeds its demo objects, in the order of the kinds' list: a cube after the sales it
  // reads, an action after the procedure it runs.
  if (config.seedDemo) for (const module of kindModules) await module.seed?.({ db, engine, files });
  return created;
}
