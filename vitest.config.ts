import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Makes the folder of the run's first-start template (test/helper.ts).
          globalSetup: ['test/global-setup.ts'],
          // Some tests start a server of their own (migrations, seed) inside the test: on a busy
          // machine that alone has taken 30 s.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: 'packages/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/test/setup.ts'],
          // Rendering the console's screens takes seconds on a busy machine; waits are for conditions.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['tests/**/*.test.ts'],
          globalSetup: ['global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A poll waits for a condition; vitest's default second is too short beside other browsers.
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
