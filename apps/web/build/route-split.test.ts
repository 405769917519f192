import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OutputAsset, OutputChunk, RollupOutput } from 'rollup';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticChunksOf, type Manifest } from './route-chunks';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

// What /login runs before it shows: the entry (index.html) and the two modules its routes load
// lazily, the auth layout and the sign-in page.
const loginRoute = [
  'index.html',
  'src/features/auth/components/auth-layout.tsx',
  'src/features/auth/pages/login-page.tsx',
];

// A feature's index.ts and locales/loaders.ts only name loaders (`() => import(…)`), a few
// bytes: the router needs them, not what they load.
const featureDoors = /features\/[^/]+\/(index\.ts|locales\/loaders\.ts)$/;
const forbidden: [what: string, pattern: RegExp][] = [
  ['the companies feature', /\/src\/features\/companies\//],
  ['the payroll feature', /\/src\/features\/payroll\//],
  ['the pay-stubs feature', /\/src\/features\/pay-stubs\//],
  ['the data grid', /node_modules\/@mui\/x-data-grid\//],
  ['the date pickers', /node_modules\/@mui\/x-date-pickers\//],
  ['a second language', /\/locales\/(fr|ro|zh)\.json$|mui-locales\/(fr|ro|zh)\.ts$/],
  ['the query cache', /node_modules\/@tanstack\//],
  ['the toast library', /node_modules\/notistack\//],
  // The catalogues are parsed at build time (build/precompile-messages.ts).
  ['the message parser', /icu-messageformat-parser\/(index|parser)\.js$|icu-skeleton-parser/],
  ['the right-to-left styles', /node_modules\/(stylis-plugin-rtl|cssjanus)\//],
  // Its fields are typed text (shared/forms/fields/input-field.tsx): no select, menu or popover.
  ['the select, menu and popover', /@mui\/material\/(esm\/)?(Select|Menu|Popover|Modal)\//],
  // The language button names its language: no tooltip, so no popper either.
  ['the tooltip and its popper', /@mui\/material\/(esm\/)?(Tooltip|Popper)\/|@popperjs\//],
];

describe('the production build', () => {
  let outDir: string;
  let chunks: OutputChunk[];
  let manifest: Manifest;

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'paydesk-web-build-'));
    const output = (await build({
      root: webRoot,
      configFile: join(webRoot, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, write: false },
    })) as RollupOutput;
    chunks = output.output.filter((item): item is OutputChunk => item.type === 'chunk');
    const manifestAsset = output.output.find(
      (item): item is OutputAsset =>
        item.type === 'asset' && item.fileName.endsWith('manifest.json'),
    );
    manifest = JSON.parse(String(manifestAsset?.source)) as Manifest;
  }, 240_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  const modulesOf = (files: Set<string>) =>
    chunks
      .filter((chunk) => files.has(chunk.fileName))
      .flatMap((chunk) => chunk.moduleIds)
      .filter((id) => !featureDoors.test(id));

  it('makes the /login route import nothing of the signed-in areas or of other languages', () => {
    const modules = modulesOf(staticChunksOf(manifest, loginRoute));
    expect(modules.some((id) => id.endsWith('/src/features/auth/pages/login-page.tsx'))).toBe(true);
    // The language menu is there from the first paint; its list downloads at the first press.
    expect(modules.some((id) => id.endsWith('/src/shared/layout/language-choice.tsx'))).toBe(true);
    expect(modules.some((id) => id.endsWith('/src/shared/layout/language-menu.tsx'))).toBe(false);
    for (const [what, pattern] of forbidden) {
      expect(
        modules.filter((id) => pattern.test(id)),
        `${what} in /login`,
      ).toEqual([]);
    }
  });

  it('keeps the overlays of the signed-in shell out of the admin dashboard until opened', () => {
    // The shell's chunk is the not-found route's (that route renders the shell).
    const modules = modulesOf(
      staticChunksOf(manifest, [
        'index.html',
        'src/shared/server-state/server-state-route.tsx',
        'src/app/layouts/shell/not-found-route.tsx',
        'src/features/companies/pages/admin-dashboard-page.tsx',
      ]),
    );
    expect(modules.some((id) => id.endsWith('/app/layouts/shell/shell-layout.tsx'))).toBe(true);
    expect(
      modules.filter((id) =>
        /@mui\/material\/(esm\/)?(Menu|Popover|Modal|Dialog|Drawer)\//.test(id),
      ),
      'menus, popovers, dialogs and drawers in /dashboard',
    ).toEqual([]);
  });

  // What each dashboard runs before it shows: the entry, the shell, the page and its slots.
  const shell = [
    'index.html',
    'src/shared/server-state/server-state-route.tsx',
    'src/app/layouts/shell/not-found-route.tsx',
  ];
  const dashboards: Record<string, string[]> = {
    '/dashboard': [
      'src/features/companies/pages/admin-dashboard-page.tsx',
      'src/features/payroll/components/dashboard/awaiting-payment-stat.tsx',
      'src/features/tax-filings/components/dashboard/overdue-deposits-stat.tsx',
    ],
    '/owner/dashboard': [
      'src/features/companies/pages/owner-dashboard-page.tsx',
      'src/features/payroll/components/dashboard/owner-payroll-slot.tsx',
      'src/features/tax-filings/components/dashboard/next-deposit-card.tsx',
    ],
    '/employee/dashboard': [
      'src/features/employees/self-service/pages/self-service-dashboard-page.tsx',
      'src/features/pay-stubs/components/latest-pay-stub-card.tsx',
      'src/features/time-off/components/time-off-card.tsx',
      'src/features/year-end/components/tax-documents-card.tsx',
    ],
  };
  // Reached from a dashboard only by a person's action (a dialog, another page): they download
  // then, not with the dashboard.
  const notOnDashboards: [what: string, pattern: RegExp][] = [
    ['the date pickers', /node_modules\/@mui\/x-date-pickers\//],
    ['the data grid', /node_modules\/@mui\/x-data-grid\//],
    ['the form kernel', /node_modules\/react-hook-form\//],
    ['a dialog', /@mui\/material\/(esm\/)?(Dialog|Modal|Popover|Menu)\//],
    ['the time-off request form', /features\/time-off\/components\/request-dialog\.tsx$/],
    ['the owner’s year-end calls', /features\/year-end\/api\/year-end\.ts$/],
    ['the deposit recording', /features\/tax-filings\/api\/record-deposit-payment\.ts$/],
    // The pay stub and W-2 Download buttons fetch their file calls at the first press.
    [
      'a file download call',
      /features\/(pay-stubs\/api\/download-pay-stub|year-end\/api\/download-w2)\.ts$/,
    ],
    ['the mutation hook', /node_modules\/@tanstack\/react-query\/.*useMutation\.js$/],
  ];

  it('keeps what a dashboard shows only on request out of its download', () => {
    for (const [path, page] of Object.entries(dashboards)) {
      const modules = modulesOf(staticChunksOf(manifest, [...shell, ...page]));
      for (const [what, pattern] of notOnDashboards) {
        expect(
          modules.filter((id) => pattern.test(id)),
          `${what} in ${path}`,
        ).toEqual([]);
      }
    }
  });

  it('keeps the entry to the sign-in and error screens: no feature arrives through a door', () => {
    // A feature's index.ts names loaders and re-exports for other features; what it re-exports
    // must not ride into the entry with it (the SPA's modules are built side-effect free).
    const entry = chunks.find((chunk) => chunk.isEntry);
    const features = (entry?.moduleIds ?? [])
      .filter((id) => !featureDoors.test(id))
      .map((id) => /\/src\/features\/([^/]+)\//.exec(id)?.[1])
      .filter((feature) => feature !== undefined);
    expect(new Set(features)).toEqual(new Set(['auth', 'site']));
    expect(
      (entry?.moduleIds ?? []).filter((id) => /packages\/engine\//.test(id)),
      'the engine in the entry',
    ).toEqual([]);
  });

  it('ships zod/mini only: classic zod and the contracts’ server objects stay out', () => {
    const modules = chunks.flatMap((chunk) => chunk.moduleIds);
    expect(modules.some((id) => id.includes('/node_modules/zod/v4/mini/'))).toBe(true);
    expect(modules.filter((id) => /zod\/v4\/classic\/|zod-objects\.server/.test(id))).toEqual([]);
  });

  it('loads the data grid with the company list, not before', () => {
    const list = modulesOf(
      staticChunksOf(manifest, [
        'index.html',
        'src/features/companies/pages/company-list-page.tsx',
      ]),
    );
    expect(list.some((id) => id.includes('node_modules/@mui/x-data-grid/'))).toBe(true);
  });
});
