// Bundles the server into dist/server.js. npm packages stay external (native DuckDB, argon2,
// PGlite's wasm), except @cubus/shared, which is TypeScript source.
import { chmod } from 'node:fs/promises';
import { build } from 'esbuild';

await build({
  // The server, and the `cubus` operations command beside it.
  entryPoints: { server: 'src/server.ts', cli: 'src/cli.ts' },
  outdir: 'dist',
  absWorkingDir: import.meta.dirname,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  bundle: true,
  packages: 'external',
  plugins: [
    {
      name: 'bundle-shared',
      setup(b) {
        // Overrides packages: 'external' for the workspace contract only.
        b.onResolve({ filter: /^@cubus\/shared$/ }, async (args) => {
          const resolved = await b.resolve('../shared/src/index.ts', {
            kind: args.kind,
            resolveDir: import.meta.dirname,
          });
          return { path: resolved.path };
        });
      },
    },
  ],
  sourcemap: true,
  logLevel: 'warning',
});

// npm links the `cubus` bin at install, before the build made it: it must be executable itself.
await chmod('dist/cli.js', 0o755);
