import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const apiTarget = process.env.PAYDESK_API_URL ?? 'http://localhost:3001';

// Libraries change less often than the app: separate chunks stay cached across releases.
const vendorChunks: [chunk: string, pattern: RegExp][] = [
  ['mui', /node_modules\/(@mui|@emotion|@popperjs|react-transition-group|stylis)/],
  ['react', /node_modules\/(react|react-dom|react-router|scheduler)\//],
  ['intl', /node_modules\/(react-intl|@formatjs|intl-messageformat)/],
  ['vendor', /node_modules\//],
];

export default defineConfig({
  plugins: [react()],
  // `@web/…` is the SPA's source root (tsconfig.json `paths` says the same to TypeScript).
  resolve: { alias: { '@web': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        // MUI X (data grid, date pickers) is left to Rollup, so it lands in the lazily loaded
        // chunks of the pages that use it instead of the first page's download.
        manualChunks: (id) =>
          /node_modules\/@mui\/x-/.test(id)
            ? undefined
            : vendorChunks.find(([, pattern]) => pattern.test(id))?.[0],
      },
    },
  },
});
