#!/usr/bin/env node
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { SystemStatus } from '@cubus/shared';
import { loadConfig } from './config';
import { type InstallAccess, openInstall, runningServer } from './operations/install-access';
import { restoreBackup } from './operations/restore';

const usage = `Usage: cubus <command> [options]

  status                            what the install holds and does now
  backup [--domain NAME] [--out FILE]
                                    one archive (tar.gz) of the install, or of one domain:
                                    metadata, warehouse and files, taken while it serves
  restore FILE                      an archive into an install that has never started
                                    (stop the server; a new DATA_DIR or an empty DATABASE_URL)
  reset-password USER               a new password for USER (login or email); their sessions end

Options: --json (status as JSON), --help.
The command reads the server's environment (DATA_DIR, DATABASE_URL, …) and, while a server runs
on that data folder, works through it.`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function describeStatus(status: SystemStatus, via: InstallAccess['via']): string {
  const { stores, memory } = status;
  return [
    `Cubus ${status.version}: ${via === 'server' ? `running for ${status.uptimeSeconds} s` : 'not running'}`,
    `metadata store (${stores.metadata.kind}): ${megabytes(stores.metadata.bytes)}`,
    `warehouse (${stores.warehouse.engine}): ${megabytes(stores.warehouse.bytes)}`,
    `files: ${stores.files.count} files, ${megabytes(stores.files.bytes)}`,
    `memory: ${megabytes(memory.rssBytes)} resident, ${megabytes(memory.heapUsedBytes)} heap`,
    status.jobs.length === 0
      ? 'jobs: none queued or running'
      : `jobs: ${status.jobs.map((job) => `${job.domain} ${job.queued} queued, ${job.running} running`).join('; ')}`,
    status.lastBackup
      ? `last backup: ${status.lastBackup.at} (${status.lastBackup.scope}, ${megabytes(status.lastBackup.bytes)})`
      : 'last backup: never',
  ].join('\n');
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);

async function backup(
  install: InstallAccess,
  domain: string | undefined,
  out: string | undefined,
): Promise<string> {
  const file = path.resolve(out ?? `cubus-backup-${domain ?? 'all'}-${stamp()}.tar.gz`);
  // Written under a .partial name and renamed once whole, so a broken archive never looks whole.
  const partial = `${file}.partial`;
  try {
    await install.backup(domain, createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return file;
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      domain: { type: 'string' },
      out: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, argument] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return command || values.help ? 0 : 2;
  }
  const config = loadConfig();
  if (command === 'restore') {
    if (!argument) throw new UsageError('restore takes the archive: cubus restore FILE');
    if (await runningServer(config.dataDir))
      throw new UsageError(`A Cubus server is running on ${config.dataDir}: stop it before restoring.`);
    const manifest = await restoreBackup(path.resolve(argument), config);
    console.log(
      `Restored ${manifest.domains.map((domain) => domain.name).join(', ')} from ${manifest.createdAt} into ${config.dataDir}.`,
    );
    return 0;
  }
  if (!['status', 'backup', 'reset-password'].includes(command))
    throw new UsageError(`No command "${command}".\n\n${usage}`);
  if (command === 'reset-password' && !argument)
    throw new UsageError('reset-password takes the user: cubus reset-password USER');
  const install = await openInstall(config);
  try {
    if (command === 'status') {
      const status = await install.status();
      console.log(
        values.json
          ? JSON.stringify({ running: install.via === 'server', ...status }, null, 2)
          : describeStatus(status, install.via),
      );
    } else if (command === 'backup') {
      console.log(`Backup written to ${await backup(install, values.domain, values.out)}`);
    } else {
      const { username, password } = await install.resetPassword(argument ?? '');
      console.log(
        `New password of ${username}: ${password}\nTheir sessions have ended; hand the password over safely.`,
      );
    }
  } finally {
    await install.close();
  }
  return 0;
}

class UsageError extends Error {}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const { code, message } = error as { code?: string; message?: string };
    console.error(error instanceof UsageError || !code ? message : `${message} (${code})`);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
