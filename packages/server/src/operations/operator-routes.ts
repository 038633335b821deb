import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { systemStatusSchema } from '@cubus/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { backupScopeOf, writeBackup } from './backup';
import { resetPassword } from './reset-password';
import { readSystemStatus } from './system-status';

/** Where a running server tells the `cubus` command how to reach it (mode 600: the token is a key). */
export const operatorFileOf = (dataDir: string) => path.join(dataDir, 'operator.json');

export interface OperatorFile {
  pid: number;
  url: string;
  token: string;
}

const sameText = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The `cubus` command's way into a running server: `/api/operator/{status,backup,reset-password}`,
 * open only to the bearer of a token made at each start and written to the data folder, so only
 * someone who can read that folder (the operator) can call them. No user's token opens them.
 */
async function operatorPlugin(app: FastifyInstance, options: { config: Config }) {
  const token = randomBytes(32).toString('base64url');
  const file = operatorFileOf(options.config.dataDir);
  const { dataDir, files } = options.config;
  const stores = { db: app.db, warehouse: app.warehouse, dataDir, filesDir: files.dir };

  app.addHook('onListen', async () => {
    const { address, port } = app.server.address() as AddressInfo;
    const host =
      address === '0.0.0.0' || address === '::'
        ? '127.0.0.1'
        : address.includes(':')
          ? `[${address}]`
          : address;
    const entry: OperatorFile = { pid: process.pid, url: `http://${host}:${port}`, token };
    await writeFile(file, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
  });
  app.addHook('onClose', async () => {
    // Another server may have started on the folder since: its file stays.
    const current = await readFile(file, 'utf8').catch(() => '');
    if (current.includes(token)) await rm(file, { force: true });
  });

  // Checked before validation, after the text guard (which answers bad text first on every route).
  const operatorOnly = async (request: FastifyRequest) => {
    if (!sameText(request.headers.authorization ?? '', `Operator ${token}`))
      throw new AppError(401, 'unauthorized', 'This call takes the operator token of the data folder');
  };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/operator/status',
    {
      preValidation: operatorOnly,
      config: { docs: { access: 'operator', summary: 'Store sizes, memory, job queues, last backup' } },
      schema: { response: { 200: systemStatusSchema } },
    },
    () => readSystemStatus(stores, app.storeKind),
  );

  routes.get(
    '/api/operator/backup',
    {
      preValidation: operatorOnly,
      config: {
        docs: {
          access: 'operator',
          summary: 'A backup archive of one domain or all',
          answer: { status: 200, content: { 'application/gzip': 'binary' } },
          errors: ['not_found'],
        },
      },
      schema: { querystring: z.strictObject({ domain: z.string().min(1).max(200).optional() }) },
    },
    async (request, reply) => {
      const scope = await backupScopeOf(app.db, request.query.domain);
      const archive = new PassThrough();
      writeBackup(stores, scope, archive).catch((error: unknown) => {
        request.log.error({ err: error }, 'backup failed');
        archive.destroy(error as Error);
      });
      return reply.type('application/gzip').send(archive);
    },
  );

  routes.post(
    '/api/operator/reset-password',
    {
      preValidation: operatorOnly,
      config: {
        docs: {
          access: 'operator',
          summary: 'Set a new password for a user; it is answered once',
          errors: ['not_found'],
        },
      },
      schema: {
        body: z.strictObject({ user: z.string().trim().min(1).max(320) }),
        response: { 200: z.object({ username: z.string(), password: z.string() }) },
      },
    },
    (request) => resetPassword(app, request.body.user),
  );
}

export const operatorRoutes = fp(operatorPlugin, {
  name: 'operator',
  dependencies: ['metadata-store', 'warehouse', 'auth'],
});
