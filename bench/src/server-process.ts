import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const builtServer = path.join(repoRoot, 'packages/server/dist/server.js');

export function requireBuild(): void {
  if (!existsSync(builtServer)) throw new Error(`${builtServer} is missing: run \`npm run build\` first`);
}

/** A port nobody listens on right now (asked from the OS). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface Running {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawn until `GET /api/health` answered 200. */
  readyAfter: number;
  stop(): Promise<void>;
}

/** Polls until the URL answers 200; the time a client would wait. */
async function waitHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode} before answering`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${url} not healthy within ${timeoutMs} ms`);
}

/**
 * Spawns `node <args>` and waits until its health URL answers.
 * @example const server = await start(['packages/server/dist/server.js'], { PORT: '3999' }, 3999)
 */
export async function start(args: string[], env: Record<string, string>, port: number): Promise<Running> {
  const began = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    // Generous: a first start on a busy 2-core machine (migrations, seeding, hashing) can be slow.
    await waitHealthy(`${url}/api/health`, child, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const readyAfter = performance.now() - began;
  const stop = () =>
    new Promise<void>((resolve) => {
      // Ended already, on its own or by a signal (a killed node).
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { child, url, readyAfter, stop };
}

/** The built Cubus server on a data dir, bound to 127.0.0.1 only. */
export async function startCubus(dataDir: string, extraEnv: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Benchmarks that read a source read the machine's own databases.
    CUBUS_SOURCE_ALLOW: '127.0.0.1/32,::1/128',
    ...extraEnv,
  };
  return start([builtServer], env, port);
}

/**
 * A bare Fastify process answering `body` on GET /api/health and POST /api/whoami: the floor
 * Cubus is measured against.
 */
export async function startBare(body: string): Promise<Running> {
  const port = await freePort();
  const source = `
    import Fastify from 'fastify';
    const body = ${JSON.stringify(body)};
    const app = Fastify();
    app.get('/api/health', async () => ({ status: 'ok' }));
    app.post('/api/whoami', (request, reply) => { reply.type('application/json; charset=utf-8').send(body); });
    await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  // Runs from the repo root, so 'fastify' resolves to the same hoisted copy Cubus uses.
  return start(['--input-type=module', '-e', source], {}, port);
}

/** User and system CPU seconds a Linux process has used (`/proc/<pid>/stat`, in clock ticks of 10 ms). */
export async function cpuSeconds(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Until the process has used under 10 ms of CPU in a quarter of a second (at most 15 s): a server
 * just started, or just through its first imports or requests, is still compiling their hot code
 * in the background (V8 raising PGlite's WebAssembly and our JavaScript to its optimizing tier, on
 * both cores of the machine), once in a process's life. The benches measure a running server.
 */
export async function settled(pid: number): Promise<void> {
  const until = performance.now() + 15_000;
  let before = await cpuSeconds(pid);
  while (performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await cpuSeconds(pid);
    if (now - before < 0.01) return;
    before = now;
  }
}
