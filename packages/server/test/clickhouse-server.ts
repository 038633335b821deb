import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const program = '/usr/sbin/clickhouse-server';

export interface ClickhouseServer {
  port: number;
  /** The native protocol's port (the one `remote_servers` names). */
  tcpPort: number;
  /** A user with a password, besides `default` without one. */
  user: { name: string; password: string };
  /** Runs one statement as `default` (setup and teardown of the tests' tables). */
  exec(sql: string): Promise<void>;
  stop(): Promise<void>;
}

/** Whether this machine can run the ClickHouse tests: `npm test` installs the server from apt. */
export const clickhouseInstalled = existsSync(program);

/** The user with a password every test server has. */
export const clickhouseUser = { name: 'cubus', password: 'ch-secret' };

/** A loopback port nothing listens on (right now). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** How a server of a test cluster starts: its ports chosen beforehand, and files for its `config.d`. */
export interface ClickhouseStart {
  ports?: { port: number; tcpPort: number };
  configFiles?: Record<string, string>;
  /** Keep the statements run in system.query_log. */
  logQueries?: boolean;
}

/**
 * Debian's clickhouse-server on free loopback ports, with its config, data and logs in a temp
 * folder that `stop` removes.
 */
export async function startClickhouse(start: ClickhouseStart = {}): Promise<ClickhouseServer> {
  // The statements run, in system.query_log (benches replay them raw).
  const queryLog = start.logQueries
    ? '<query_log><database>system</database><table>query_log</table><flush_interval_milliseconds>1000</flush_interval_milliseconds></query_log>'
    : '';
  const dir = await mkdtemp(path.join(tmpdir(), 'cubus-clickhouse-'));
  const { port, tcpPort } = start.ports ?? { port: await freePort(), tcpPort: await freePort() };
  await mkdir(path.join(dir, 'config.d'));
  for (const [name, text] of Object.entries(start.configFiles ?? {}))
    await writeFile(path.join(dir, 'config.d', name), text);
  const user = clickhouseUser;
  await writeFile(
    path.join(dir, 'config.xml'),
    `<yandex>
  <logger><level>warning</level><log>${dir}/server.log</log><errorlog>${dir}/error.log</errorlog></logger>
  <http_port>${port}</http_port><tcp_port>${tcpPort}</tcp_port><listen_host>127.0.0.1</listen_host>
  <path>${dir}/data/</path><tmp_path>${dir}/tmp/</tmp_path><format_schema_path>${dir}/schemas/</format_schema_path>
  <users_config>${dir}/users.xml</users_config>
  <default_profile>default</default_profile><default_database>default</default_database>
  <mark_cache_size>268435456</mark_cache_size>${queryLog}
</yandex>`,
  );
  const account = (name: string, password: string) =>
    `<${name}><password>${password}</password><networks><ip>127.0.0.1</ip></networks><profile>default</profile><quota>default</quota></${name}>`;
  await writeFile(
    path.join(dir, 'users.xml'),
    `<yandex>
  <profiles><default><max_memory_usage>1000000000</max_memory_usage>${start.logQueries ? '<log_queries>1</log_queries>' : ''}</default></profiles>
  <users>${account('default', '')}${account(user.name, user.password)}</users>
  <quotas><default><interval><duration>3600</duration><queries>0</queries><errors>0</errors>
    <result_rows>0</result_rows><read_rows>0</read_rows><execution_time>0</execution_time></interval></default></quotas>
</yandex>`,
  );
  const child: ChildProcess = spawn(program, [`--config-file=${dir}/config.xml`], { stdio: 'ignore' });
  const exec = async (sql: string) => {
    const answer = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: sql });
    if (!answer.ok) throw new Error(`ClickHouse: ${await answer.text()}`);
  };
  // Killed outright, as its data goes with it: a graceful stop waits up to 10 s on each idle
  // keep-alive connection the tests' HTTP clients still hold (8 s a server, measured).
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries += 1) {
    const ready = await fetch(`http://127.0.0.1:${port}/ping`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return { port, tcpPort, user, exec, stop };
    if (child.exitCode !== null || tries > 300) {
      const log = await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '');
      await stop();
      throw new Error(`clickhouse-server did not start: ${log.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
