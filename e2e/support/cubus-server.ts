import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtServer, freePort, requireBuild, start } from '../../bench/src/server-process';

export interface RunningCubus {
  baseUrl: string;
  dataDir: string;
  adminPassword: string;
  /** The server's process id (a job's worker id starts with it). */
  pid: number;
  stop: () => Promise<void>;
  /** Ends the process at once (SIGKILL), as a crashed node; `stop` still removes its data dir. */
  kill: () => void;
}

/**
 * Starts the built server (as `npm run serve` does) on a free port with a fresh data dir.
 * The browser tests run against it exactly as an operator would.
 */
export async function startCubus(env: Record<string, string> = {}): Promise<RunningCubus> {
  requireBuild();
  const dataDir = await mkdtemp(join(tmpdir(), 'cubus-e2e-'));
  const port = await freePort();
  const adminPassword = 'e2e-Admin-passphrase-42';
  const server = await start(
    [builtServer],
    {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      CUBUS_ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
      // The machine's own PostgreSQL and MariaDB are sources of the data-in tests.
      CUBUS_SOURCE_ALLOW: '127.0.0.1/32,::1/128',
      ...env,
    },
    port,
  );
  return {
    baseUrl: server.url,
    dataDir,
    adminPassword,
    pid: server.child.pid ?? 0,
    kill: () => server.child.kill('SIGKILL'),
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
