import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompileMessages } from './build/precompile-messages';
import { precompress } from './build/precompress';

const apiTarget = process.env.PAYDESK_API_URL ?? 'http://localhost:3001';

export default defineConfig(({ command }) => ({
  plugins: [react(), precompileMessages(), precompress()],
  resolve: {
    alias: [
      // `@web/…` is the SPA's source root (tsconfig.json `paths` says the same to TypeScript).
      { find: '@web', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The built catalogues are parsed already (build/precompile-messages.ts): no parser ships.
      ...(command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each route imports, read by the route-split test
    // and the first-page benchmark.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    // No hand-kept vendor chunks: Rollup splits libraries along the lazy routes, so a page
    // downloads only the libraries its own modules import.
  },
}));
