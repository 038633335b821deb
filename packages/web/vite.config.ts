import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const api = 'http://127.0.0.1:3000';

/** A console strings file (`src/locales/console/ru.json`, `src/features/cubes/locales/ru.json`) and its language. */
const consoleStrings = /src[\\/](?:locales[\\/]console|features[\\/][\w-]+[\\/]locales)[\\/](\w+)\.json$/;

/**
 * The menu's icons, as the features' manifests and the menu name them (`import('@ant-design/icons/es/icons/X')`):
 * loaded together with the shell, in one chunk rather than one each.
 */
const features = `${import.meta.dirname}/src/features`;
const menuIcons = new Set(
  [
    ...readdirSync(features).map((kind) => `${features}/${kind}/${kind}-manifest.ts`),
    `${import.meta.dirname}/src/app/shell/menu-items.ts`,
  ]
    .filter((file) => existsSync(file))
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/@ant-design\/icons\/es\/icons\/(\w+)'/g)].map((match) => match[1]);
    }),
);
const antIcon = /@ant-design[\\/]icons(?:-svg)?[\\/]es[\\/](?:icons|asn)[\\/](\w+)\.js$/;

/**
 * MSW's worker script for the template demo's in-browser mocks (DESIGN §7), copied from the installed
 * msw at build time so it always matches the library; at the site root, so it may serve every page.
 */
function mockServiceWorker(): Plugin {
  const fileName = 'mockServiceWorker.js';
  const source = () => readFileSync(createRequire(import.meta.url).resolve(`msw/${fileName}`), 'utf8');
  return {
    name: 'cubus-mock-service-worker',
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_request, response) => {
        response.setHeader('content-type', 'text/javascript');
        response.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: source() });
    },
  };
}

/**
 * antd's styles of the signed-in shell and the grid, rendered at build time (scripts/antd-styles.tsx)
 * into a stylesheet the shell's chunk imports, so antd finds them listed there (its cache-path rule)
 * and does not make and insert them while the first screen renders. Build only: in development and in
 * the unit tests antd makes every style at run time, as it does for those the sheet does not list.
 */
function antdStaticStyles(): Plugin {
  const sheet = `${import.meta.dirname}/src/styles/antd-static.css`;
  const shell = /src[\\/]app[\\/]layouts[\\/]app-layout\.tsx$/;
  return {
    name: 'cubus-antd-static-styles',
    apply: 'build',
    resolveId: (source) => (source === sheet ? sheet : undefined),
    async load(id) {
      if (id !== sheet) return;
      const script = `${import.meta.dirname}/scripts/antd-styles.tsx`;
      const { module } = await runnerImport<typeof import('./scripts/antd-styles')>(script, {
        configFile: false,
        logLevel: 'warn',
      });
      // Before the shell's own styles, as antd's run-time styles come before every other sheet.
      return module.antdStyles();
    },
    transform(code, id) {
      if (shell.test(id)) return `import ${JSON.stringify(sheet)};\n${code}`;
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    mockServiceWorker(),
    antdStaticStyles(),
    // Brotli and gzip copies of every text asset, made once at build time at the highest levels:
    // the server sends the best one the browser accepts (@fastify/static's preCompressed).
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(html|css|js|mjs|json|svg|txt|ttf|woff)$/,
      logLevel: 'silent',
    }),
  ],
  server: {
    proxy: { '/api': api, '/jwt': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each source file became (browser tests read it; not served).
    manifest: true,
    // The login page budget is 150 KB as sent; warn on any single chunk that alone would blow it.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs in one chunk: split across many small shared chunks it
          // cost the login page about 2 KB gzip of chunk overhead and extra requests.
          groups: [
            { name: 'initial', tags: ['$initial'] },
            // Each language's console strings (the console's own and every feature's), one chunk a
            // language, so the shell asks for two files (English and the user's), not forty.
            {
              name: (id: string) => {
                const language = consoleStrings.exec(id)?.[1];
                return language ? `strings-${language}` : null;
              },
            },
            { name: (id: string) => (menuIcons.has(antIcon.exec(id)?.[1]) ? 'menu-icons' : null) },
            // What the sign-in pages and the signed-in shell both need (the sign-in calls and sign-out,
            // the notice, error messages, the navbar's switches, antd's input and status icons): a
            // chunk of its own, so neither loads the other's.
            {
              name: 'sign-in-and-shell',
              test: /src[\\/](lib[\\/](api-error|sign-in)|features[\\/]auth[\\/]api|components[\\/]notice|app[\\/]shell[\\/](skin-toggle|language-switcher))|@ant-design[\\/]icons[\\/].*(CircleFilled|LoadingOutlined|SunOutlined|MoonOutlined|Eye)/,
            },
            // The sign-in pages, their layout and the small widgets and icons they share, in one chunk, not ten.
            {
              name: 'auth-pages',
              test: /src[\\/](features[\\/]auth|app[\\/]layouts[\\/]full-layout|components[\\/](text-field|submit-button|use-form))/,
            },
            // The signed-in shell (its layout and the default menu layout) with everything it imports
            // that the groups above have not taken, so never what the sign-in pages need: left to the
            // bundler it was some forty small shared chunks, and each response's headers (about 450
            // bytes) cost the dashboard's first visit about 20 KB.
            { name: 'shell', test: /src[\\/]app[\\/]layouts[\\/](app|vertical)-layout\.tsx$/ },
          ],
        },
      },
    },
  },
});
