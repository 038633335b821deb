import './server-flags';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';

let config: Config;
let app: FastifyInstance;
try {
  config = loadConfig();
  app = await buildApp(config);
} catch (error) {
  // A setting or a server it needs is wrong: one line that says which, not a stack.
  console.error(`Cubus cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Closes the HTTP server, then the plugins' onClose hooks: metadata store and DuckDB files.
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  app.log.error({ err: error }, 'cannot listen');
  await app.close();
  process.exit(1);
}
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
console.log(`Cubus is running at http://${shown}:${config.port} (data in ${config.dataDir})`);

if (app.firstStart) {
  const { admin, demo, viewer, credentialsFile } = app.firstStart;
  const password = admin.generated ? admin.password : '(the CUBUS_ADMIN_PASSWORD you set)';
  console.log(
    [
      '',
      'First start: sign in as the root user',
      `  login:    ${admin.username}  (or ${admin.email})`,
      `  password: ${password}`,
      `Demo editor: ${demo.username} / ${demo.password}`,
      `Demo viewer: ${viewer.username} / ${viewer.password}`,
      `Saved to ${credentialsFile} (mode 600). Change the passwords and delete the file.`,
      '',
    ].join('\n'),
  );
}
