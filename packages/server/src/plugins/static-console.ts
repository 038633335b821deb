import { existsSync } from 'node:fs';
import path from 'node:path';
import { type ApiError, isTemplateDemoPath } from '@cubus/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { consoleAsset } from './security-headers';

const notBuilt =
  'Cubus is running, but the console is not built. Run `npm run build` (or `npm start`), then reload.\n' +
  'The API answers under /api.\n';

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url === '/jwt' || url.startsWith('/jwt/');
}

/** History routing: a page address the console knows, asked for by a browser. */
function wantsConsolePage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApi(request.url) &&
    // Served without the page's CSP (security-headers): never answered with index.html.
    !consoleAsset.test(request.url) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/** The template demo's mock service worker, copied into the build by the console's Vite config. */
const mockWorkerPath = '/mockServiceWorker.js';

function notFound(request: FastifyRequest, reply: FastifyReply) {
  const body: ApiError = {
    error: { code: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` },
  };
  return reply.code(404).send(body);
}

interface StaticConsoleOptions {
  webDist: string;
  /** Off: the demo area's pages answer 404 and its worker script is not served (DESIGN §7). */
  templateDemo: boolean;
}

/**
 * `GET /api/docs`, the API's description as a page: the console's, which asks for sign-in and
 * reads `/api/openapi.json`.
 */
const docsPage = {
  config: {
    docs: {
      access: 'public' as const,
      summary: "The API's description as a page of the console",
      answer: { status: 200, content: { 'text/html': 'binary' as const } },
    },
  },
};

async function staticConsolePlugin(app: FastifyInstance, options: StaticConsoleOptions) {
  const root = options.webDist;
  const built = existsSync(path.join(root, 'index.html'));
  if (!built) {
    app.log.warn({ webDist: root }, 'console not built; serving the API only');
    const sendNotBuilt = (_request: FastifyRequest, reply: FastifyReply) =>
      reply.type('text/plain; charset=utf-8').send(notBuilt);
    app.get('/', sendNotBuilt);
    app.get('/api/docs', docsPage, sendNotBuilt);
    app.setNotFoundHandler(notFound);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    // The build writes .br and .gz beside each text asset; the best one the browser accepts is sent.
    preCompressed: true,
    cacheControl: false,
    // The build's manifest (dist/.vite/, read by the browser tests) is not for browsers.
    allowedPath: (pathName) =>
      !pathName.startsWith('/.vite/') && (options.templateDemo || pathName !== mockWorkerPath),
    setHeaders: (reply, filePath) => {
      // Vite puts content-hashed files under assets/: safe to keep forever. Pages are revalidated;
      // the icon (on every page up to three times) is kept a day.
      const file = path.relative(root, filePath);
      reply.header(
        'cache-control',
        file.startsWith(`assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : file.endsWith('.html')
            ? 'no-cache'
            : 'public, max-age=86400',
      );
    },
  });
  app.get('/api/docs', docsPage, (_request, reply) => reply.sendFile('index.html'));
  app.setNotFoundHandler((request, reply) => {
    if (!wantsConsolePage(request)) return notFound(request, reply);
    // The console still opens, on its error-404 page, so the address reads as not found both ways.
    const demoOff = !options.templateDemo && isTemplateDemoPath(request.url.split('?')[0] ?? '');
    return reply.code(demoOff ? 404 : 200).sendFile('index.html');
  });
}

/** Serves the built console with history routing; every other unknown address is a JSON 404. */
export const staticConsole = fp(staticConsolePlugin, { name: 'static-console' });
