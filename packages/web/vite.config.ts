import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': api, '/jwt': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The login page budget is 200 KB gzip; warn on any single chunk that alone would blow it.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs in one chunk: split across many small shared chunks it
          // cost the login page about 2 KB gzip of chunk overhead and extra requests.
          groups: [
            { name: 'initial', tags: ['$initial'] },
            // The sign-in pages and the small widgets and icons they share, in one chunk, not ten.
            {
              name: 'auth-pages',
              test: /src[\\/](features[\\/]auth|components[\\/](notice|text-field|submit-button|use-form))|@ant-design[\\/]icons[\\/].*(Eye|CircleFilled|LoadingOutlined)/,
            },
          ],
        },
      },
    },
  },
});
