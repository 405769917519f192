import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { ACCESS_TOKEN_KEY } from './src/shared/http/token-storage';
import { SETTINGS_STORAGE_KEY } from './src/shared/settings/settings-storage';
import { firstPagePreload, type FirstPage } from './build/first-page-preload';
import { precompileMessages } from './build/precompile-messages';
import { precompress } from './build/precompress';

const apiTarget = process.env.PAYDESK_API_URL ?? 'http://localhost:3001';

// The pages people most often open first, with the lazy modules their routes load: their chunks
// are asked for while the entry still runs (build/first-page-preload.ts). A renamed module fails
// the build here.
const signedInShell = [
  'src/shared/server-state/server-state-route.tsx',
  'src/app/layouts/shell/shell-layout.tsx',
];
// The first pages' catalogues, which the shell shows too; each dashboard adds the features whose
// texts it shows (the `catalogues` of its route's handle, app/router/route-catalogues.ts).
const firstCatalogues = ['shared/i18n', 'features/auth', 'features/site'];
const firstPages: Record<string, FirstPage> = {
  '/login': {
    modules: [
      'src/features/auth/components/auth-layout.tsx',
      'src/features/auth/pages/login-page.tsx',
    ],
    catalogues: firstCatalogues,
    signedIn: false,
  },
  '/dashboard': {
    modules: [
      ...signedInShell,
      'src/features/companies/pages/admin-dashboard-page.tsx',
      'src/features/payroll/components/dashboard/awaiting-payment-stat.tsx',
    ],
    catalogues: [...firstCatalogues, 'features/companies', 'features/payroll'],
    signedIn: true,
  },
  '/owner/dashboard': {
    modules: [
      ...signedInShell,
      'src/features/companies/pages/owner-dashboard-page.tsx',
      'src/features/payroll/components/dashboard/owner-payroll-slot.tsx',
    ],
    catalogues: [
      ...firstCatalogues,
      'features/companies',
      'features/employees',
      'features/employees/dashboard',
      'features/payroll',
    ],
    signedIn: true,
  },
  '/employee/dashboard': {
    modules: [
      ...signedInShell,
      'src/features/employees/self-service/pages/self-service-dashboard-page.tsx',
      'src/features/pay-stubs/components/latest-pay-stub-card.tsx',
    ],
    catalogues: [
      ...firstCatalogues,
      'features/employees/dashboard',
      'features/pay-stubs/dashboard',
    ],
    signedIn: true,
  },
  '/contractor/dashboard': {
    modules: [
      ...signedInShell,
      'src/features/contractors/self-service/pages/contractor-dashboard-page.tsx',
    ],
    catalogues: [...firstCatalogues, 'features/contractors'],
    signedIn: true,
  },
};

// The SPA's own modules and the engine's run nothing on import that another module relies on: a
// module whose exports no chunk uses is left out, and what a feature's door re-exports for other
// features is not pulled into the entry through that door (build/route-split.test.ts keeps the
// entry free of them). Packages that declare `sideEffects` themselves (the contracts) keep theirs.
const sideEffectFree = /\/(apps\/web\/src|packages\/engine\/src)\//;
const hasSideEffects = (id: string) => !sideEffectFree.test(id.replace(/\\/g, '/'));

// `isSsrBuild`: the prerender's build of src/prerender/render-page.tsx for Node (package.json
// `build`, then build/prerender.mjs writes the public pages' HTML from it); it ships nothing.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    precompileMessages(),
    ...(isSsrBuild
      ? []
      : [
          firstPagePreload(firstPages, {
            accessToken: ACCESS_TOKEN_KEY,
            settings: SETTINGS_STORAGE_KEY,
          }),
          precompress(),
        ]),
  ],
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
    manifest: !isSsrBuild,
    chunkSizeWarningLimit: 1500,
    rollupOptions: { treeshake: { moduleSideEffects: hasSideEffects } },
    // No hand-kept vendor chunks: Rollup splits libraries along the lazy routes, so a page
    // downloads only the libraries its own modules import.
  },
}));
