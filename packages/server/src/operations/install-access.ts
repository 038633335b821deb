import { readFile } from 'node:fs/promises';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import type { SystemStatus } from '@cubus/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { auth } from '../plugins/auth';
import { metadataStore } from '../plugins/metadata-store';
import { warehouse } from '../plugins/warehouse';
import { backupScopeOf, writeBackup } from './backup';
import { metadataStoreExists } from './install-state';
import { OperationError } from './operation-error';
import { type OperatorFile, operatorFileOf } from './operator-routes';
import { resetPassword } from './reset-password';
import { readSystemStatus } from './system-status';

/** What the `cubus` command can ask of an install, whether a server is running on it or not. */
export interface InstallAccess {
  /** `server` when a running server answers, `direct` when the command opened the stores itself. */
  readonly via: 'server' | 'direct';
  status(): Promise<SystemStatus>;
  /** Writes the archive to `out`; `domain` is a domain's name. */
  backup(domain: string | undefined, out: Writable): Promise<void>;
  resetPassword(user: string): Promise<{ username: string; password: string }>;
  close(): Promise<void>;
}

/** The server running on the data folder, if one is: its operator file names a live process. */
export async function runningServer(dataDir: string): Promise<OperatorFile | undefined> {
  const text = await readFile(operatorFileOf(dataDir), 'utf8').catch(() => undefined);
  if (!text) return undefined;
  const entry = JSON.parse(text) as OperatorFile;
  try {
    process.kill(entry.pid, 0);
    return entry;
  } catch {
    return undefined;
  }
}

/**
 * Reaches the install: through its running server (the only process that may hold the embedded
 * stores open, and the one whose backup is consistent while it serves), or, when none runs, by
 * opening the stores here.
 */
export async function openInstall(config: Config): Promise<InstallAccess> {
  const server = await runningServer(config.dataDir);
  if (server) return serverAccess(server);
  if (!(await metadataStoreExists(config)))
    throw new OperationError(
      'no_install',
      `No Cubus install at ${config.dataDir}: start the server once, or restore a backup.`,
    );
  return directAccess(config);
}

function serverAccess(server: OperatorFile): InstallAccess {
  const call = async (path: string, init: RequestInit = {}) => {
    const answer = await fetch(`${server.url}${path}`, {
      ...init,
      headers: { ...init.headers, authorization: `Operator ${server.token}` },
    });
    if (!answer.ok) {
      const body = (await answer.json().catch(() => ({}))) as { error?: { code?: string; message?: string } };
      throw new OperationError(
        body.error?.code ?? 'server_error',
        body.error?.message ?? `The server answered ${answer.status}`,
      );
    }
    return answer;
  };
  return {
    via: 'server',
    status: async () => (await call('/api/operator/status')).json() as Promise<SystemStatus>,
    backup: async (domain, out) => {
      const answer = await call(
        `/api/operator/backup${domain ? `?domain=${encodeURIComponent(domain)}` : ''}`,
      );
      if (!answer.body) throw new OperationError('server_error', 'The server sent no archive');
      await pipeline(Readable.fromWeb(answer.body as ReadableStream<Uint8Array>), out);
    },
    resetPassword: async (user) =>
      (
        await call('/api/operator/reset-password', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ user }),
        })
      ).json() as Promise<{ username: string; password: string }>,
    close: async () => {},
  };
}

async function directAccess(config: Config): Promise<InstallAccess> {
  const app: FastifyInstance = Fastify({ logger: false });
  await app.register(metadataStore, { config });
  await app.register(warehouse, { config });
  await app.register(auth, { config });
  await app.ready();
  const stores = {
    db: app.db,
    warehouse: app.warehouse,
    dataDir: config.dataDir,
    filesDir: config.files.dir,
  };
  return {
    via: 'direct',
    status: () => readSystemStatus(stores, app.storeKind),
    backup: async (domain, out) => {
      await writeBackup(stores, await backupScopeOf(app.db, domain), out);
    },
    resetPassword: (user) => resetPassword(app, user),
    close: () => app.close(),
  };
}
