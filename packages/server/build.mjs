// Bundles the server into dist/server.js. npm packages stay external (native DuckDB, argon2,
// PGlite's wasm), except @cubus/shared, which is TypeScript source.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
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
