import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiDocs } from './api-docs/api-docs-routes';
import type { Config } from './config';
import { kindModules } from './objects/kinds';
import { operatorRoutes } from './operations/operator-routes';
import { accounts } from './plugins/accounts';
import { apiRateLimit } from './plugins/api-rate-limit';
import { auth } from './plugins/auth';
import { errors } from './plugins/errors';
import { events } from './plugins/events';
import { files } from './plugins/files';
import { firstStart } from './plugins/first-start';
import { jobs } from './plugins/jobs';
import { mailer } from './plugins/mailer';
import { metadataStore } from './plugins/metadata-store';
import { nodes } from './plugins/nodes';
import { objects } from './plugins/objects';
import { securityHeaders } from './plugins/security-headers';
import { sources } from './plugins/sources';
import { staticConsole } from './plugins/static-console';
import { textGuard } from './plugins/text-guard';
import { warehouse } from './plugins/warehouse';
import { profileRoutes } from './routes/api/account/profile';
import { accountSecondFactorRoutes } from './routes/api/account/second-factor';
import { aclRoutes } from './routes/api/acl/acl';
import { adminDomainRoutes } from './routes/api/admin/domain';
import { adminInvitesRoutes } from './routes/api/admin/invites';
import { adminUsersRoutes } from './routes/api/admin/users';
import { changePasswordRoute } from './routes/api/auth/change-password';
import { forgotRoutes } from './routes/api/auth/forgot';
import { loginRoute } from './routes/api/auth/login';
import { logoutRoute } from './routes/api/auth/logout';
import { registerRoutes } from './routes/api/auth/register';
import { secondFactorRoute } from './routes/api/auth/second-factor';
import { switchDomainRoute } from './routes/api/auth/switch-domain';
import { whoamiRoute } from './routes/api/auth/whoami';
import { consoleConfigRoute } from './routes/api/console-config/console-config';
import { dashboardRoutes } from './routes/api/dashboard/dashboard';
import { pinnedReportRoutes } from './routes/api/dashboard/dashboard-tiles';
import { downloadRoutes } from './routes/api/download/download';
import { eventsRoutes } from './routes/api/events/events';
import { uploadRoutes } from './routes/api/files/upload';
import { uploadChunkRoutes } from './routes/api/files/upload-chunk';
import { healthRoute } from './routes/api/health/health';
import { jobCancelRoutes } from './routes/api/jobs/cancel';
import { qryRoutes } from './routes/api/qry/qry';
import { rootRoutes } from './routes/api/root/domains';
import { rootStatusRoutes } from './routes/api/root/status';
import { refreshTokenRoute } from './routes/jwt/refresh-token';

export interface BuildOptions {
  /** Milliseconds since the epoch for token lifetimes; tests step it forward. */
  clock?: () => number;
  /** pino logger options, or false (tests). */
  logger?: boolean | { level: string };
  /** Told of every route as it is added (tests enumerate the routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Answers 500 when a route answers an error code its docs do not declare (the server's own
   * tests), so the API description cannot promise less than a call may answer.
   */
  checkErrorCodes?: boolean;
  /**
   * Lets this node start beside other live nodes although its warehouse is embedded DuckDB (tests
   * of several nodes in one process, whose warehouse calls stay on one node); refused otherwise.
   */
  shareEmbeddedWarehouse?: boolean;
}

/**
 * Builds the Cubus app without listening: stores opened and migrated, first start seeded, routes ready.
 * @example const app = await buildApp(loadConfig()); await app.listen({ port: 3000 })
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // No line per request (it halves throughput); the error handler logs what failed.
    logController: new LogController({ disableRequestLogging: true }),
    // Opening the stores runs their migrations and the first start's seeds, which take as long as
    // the data and the machine make them: a start is never given up for taking more than 10 s.
    pluginTimeout: 0,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text/plain body would reach the validators as a string; 415 says what is wrong.
  app.removeContentTypeParser(['text/plain']);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  try {
    // External: errors and headers first, so they cover everything registered after them.
    await app.register(errors);
    await app.register(securityHeaders);
    await app.register(textGuard);
    // API answers over 1 KiB go out compressed (Brotli, else gzip) at the fastest level: on a
    // 2,000 × 50 pivot (about 1 MB) gzip's default level took about 20 ms, Brotli's default 4 about
    // 12 ms, for 5–8% fewer bytes. The console's files are compressed at build time instead.
    // Answers up to 2 MiB are compressed in one call on the main thread (gzip at this level: about
    // 7 ms a MB), not streamed through the thread pool 16 KiB at a time, which took that 2,000 × 50
    // pivot 4–10 ms longer on a busy 2-core machine; larger ones still stream.
    // Compressed request bodies are not accepted: the body limit should count what was sent.
    await app.register(compress, {
      threshold: 1024,
      syncThreshold: 2 * 1024 * 1024,
      globalDecompression: false,
      zlibOptions: { level: zlibConstants.Z_BEST_SPEED },
      brotliOptions: {
        params: {
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_QUALITY]: 1,
        },
      },
    });
    // App services.
    await app.register(metadataStore, { config });
    await app.register(nodes, {
      clickhouseUrl: config.clickhouseUrl,
      shareEmbedded: options.shareEmbeddedWarehouse,
    });
    await app.register(warehouse, { config });
    const clock = options.clock ? { clock: options.clock } : {};
    // Before the first start: the demo action's import reads a file of the store.
    await app.register(files, { config, ...clock });
    await app.register(firstStart, { config });
    await app.register(auth, { config, ...clock });
    await app.register(apiRateLimit, { limit: config.apiRateLimit });
    await app.register(mailer, { config });
    await app.register(accounts, { config, ...clock });
    await app.register(events, { ...clock, databaseUrl: config.databaseUrl });
    await app.register(sources, { config: config.sources });
    await app.register(objects);
    await app.register(jobs, { ...clock, procedures: config.procedures, jobs: config.jobs });
    // Routes: the API's description first, as it sees the routes registered after it.
    await app.register(apiDocs, { checkErrorCodes: options.checkErrorCodes ?? false });
    await app.register(healthRoute);
    await app.register(consoleConfigRoute, { templateDemo: config.templateDemo });
    await app.register(loginRoute);
    await app.register(whoamiRoute);
    await app.register(logoutRoute);
    await app.register(refreshTokenRoute);
    await app.register(registerRoutes);
    await app.register(forgotRoutes);
    await app.register(secondFactorRoute);
    await app.register(changePasswordRoute);
    await app.register(switchDomainRoute);
    await app.register(profileRoutes);
    await app.register(accountSecondFactorRoutes);
    await app.register(adminUsersRoutes);
    await app.register(adminInvitesRoutes);
    await app.register(adminDomainRoutes);
    await app.register(rootRoutes);
    await app.register(rootStatusRoutes, { dataDir: config.dataDir });
    await app.register(operatorRoutes, { config });
    await app.register(aclRoutes);
    await app.register(qryRoutes);
    await app.register(uploadRoutes);
    await app.register(uploadChunkRoutes);
    await app.register(downloadRoutes);
    await app.register(eventsRoutes);
    await app.register(jobCancelRoutes);
    await app.register(dashboardRoutes);
    await app.register(pinnedReportRoutes);
    // Each kind's own calls beside /api/qry (a cube's pivot, a mount's refresh, …).
    for (const { routes } of kindModules) if (routes) await app.register(routes);
    await app.register(staticConsole, { webDist: config.webDist, templateDemo: config.templateDemo });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
