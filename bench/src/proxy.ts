import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, repoRoot } from './server-process';

const program = '/usr/sbin/nginx';

/** Whether this machine can run the proxied tests: `npm test` installs nginx from apt. */
export const nginxInstalled = existsSync(program);

export interface RunningProxy {
  url: string;
  stop(): Promise<void>;
}

/**
 * The sample `deploy/nginx/cubus.conf` in front of `nodes` (their base URLs), on a free port: the
 * lines it marks `# test: …` take this run's addresses and paths, nothing else changes.
 */
export async function startProxy(nodes: string[]): Promise<RunningProxy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cubus-nginx-'));
  await mkdir(path.join(dir, 'temp'));
  const port = await freePort();
  const sample = await readFile(path.join(repoRoot, 'deploy/nginx/cubus.conf'), 'utf8');
  const isNode = (line: string) => /^\s*server \d+\.\d+\.\d+\.\d+:\d+ /.test(line);
  const marked: Record<string, (indent: string, line: string) => string> = {
    pid: (indent) => `${indent}pid ${dir}/nginx.pid;`,
    error_log: (indent) => `${indent}error_log ${dir}/error.log warn;`,
    temp: (indent, line) => {
      const directive = line.trim().split(' ')[0];
      return `${indent}${directive} ${dir}/temp/${directive};`;
    },
    listen: (indent) => `${indent}listen 127.0.0.1:${port};`,
  };
  const lines: string[] = [];
  let nodesPlaced = false;
  for (const line of sample.split('\n')) {
    const indent = line.match(/^\s*/)?.[0] ?? '';
    const mark = line.match(/# test: (\w+)$/)?.[1];
    if (isNode(line)) {
      if (!nodesPlaced)
        lines.push(
          ...nodes.map((node) => `${indent}server ${new URL(node).host} max_fails=1 fail_timeout=5s;`),
        );
      nodesPlaced = true;
    } else lines.push(mark && marked[mark] ? marked[mark](indent, line) : line);
  }
  if (!nodesPlaced) throw new Error('deploy/nginx/cubus.conf names no node');
  const config = lines.join('\n');
  const file = path.join(dir, 'cubus.conf');
  await writeFile(file, config);
  const child: ChildProcess = spawn(program, ['-c', file, '-p', dir, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return { url, stop };
    if (child.exitCode !== null || tries > 100) {
      await stop();
      throw new Error(`nginx did not start with ${file}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
