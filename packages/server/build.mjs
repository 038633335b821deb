// Bundles the server into dist/server.js. npm packages stay external (native DuckDB, argon2,
// PGlite's wasm), except @cubus/shared, which is TypeScript source, and `bundledPackages`. A module
// imported only dynamically (a source's driver) is a chunk of its own, loaded at its first use: its
// packages are not loaded at start.
import { chmod, rm } from 'node:fs/promises';
import { build } from 'esbuild';

// Pure ES modules of many files each (kysely 262, zod 95, jose 46), which Node's loader would
// resolve, read and compile one by one: bundled, they cost a start about a third of a second
// less. fastify-type-provider-zod with zod, so that both use one copy of it. DuckDB's API (124
// CommonJS files; its native bindings stay external) goes into the chunk loaded at the first
// domain opened, often while an upload's chunks arrive: loading it blocks the event loop about a
// quarter as long (0.1 s of CPU instead of 0.4 on a busy 2-core machine).
const bundledPackages = new Set(['kysely', 'zod', 'jose', 'fastify-type-provider-zod', '@duckdb/node-api']);
const packageOf = (specifier) => specifier.split('/', specifier.startsWith('@') ? 2 : 1).join('/');

// The chunks' names change with their content: the last build's would stay beside the new ones.
await rm(new URL('dist', import.meta.url), { recursive: true, force: true });

await build({
  // The server, and the `cubus` operations command beside it.
  entryPoints: { server: 'src/server.ts', cli: 'src/cli.ts' },
  outdir: 'dist',
  absWorkingDir: import.meta.dirname,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  bundle: true,
  // Chunks beside server.js, never below: config.ts finds the console from its own place.
  splitting: true,
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        // The workspace contract is TypeScript source.
        b.onResolve({ filter: /^@cubus\/shared$/ }, async (args) => {
          const resolved = await b.resolve('../shared/src/index.ts', {
            kind: args.kind,
            resolveDir: import.meta.dirname,
          });
          return { path: resolved.path };
        });
        // Any other bare name (a package, a node: module) is imported at run time, unless bundled.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          bundledPackages.has(packageOf(args.path)) ? undefined : { external: true },
        );
      },
    },
  ],
  // A bundled CommonJS package requires its external ones (DuckDB's API its bindings): an ES
  // module has no `require` of its own.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  sourcemap: true,
  logLevel: 'warning',
});

// npm links the `cubus` bin at install, before the build made it: it must be executable itself.
await chmod('dist/cli.js', 0o755);
