import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webSource = fileURLToPath(new URL('./apps/web/src', import.meta.url));

// Vitest's own default leaves a core free: one file at a time on a two-core machine. Test files
// wait on browsers, servers and databases as much as they compute, so at least three run side by
// side (measured on two cores: browser tests 12.5 → 5 min, API on PostgreSQL 2.7 → 1.6 min).
// Each API test file has a database of its own, and each browser test worker a server of its own
// (e2e/support/global-setup.ts). This Vitest sizes its pool from these root options only: a
// project's own `maxWorkers` or `fileParallelism` would be ignored.
// PAYDESK_TEST_WORKERS overrides the count (e.g. 1 to debug one file at a time).
const workers = Number(process.env.PAYDESK_TEST_WORKERS) || Math.max(3, availableParallelism() - 1);

// One runner, four projects: pure unit tests, component tests, API integration tests (run once
// per database kind through TEST_DB), and browser tests against the built app.
//
// `npm test` runs the unit and API projects with `--no-isolate --poolOptions.forks.singleFork`
// (package.json): their files share one process, which loads the app's modules once instead of
// once per file. Loading was most of their time (measured on two cores: API on SQLite 103 s and
// 194 s of processor → 57 s in one process; on PostgreSQL 129 s → 78 s with the database copies
// made ahead; unit 109 s → about 70 s). A file run alone, or from an editor, is still isolated.
// The components keep a process per file: React's and the catalogues' state does not survive
// sharing one, and Vitest 3 takes isolation only from the command line, not per project.
// Several workers without isolation were tried and rejected: Vitest 3 recycles its idle forks
// while others still run and then fails the run with "Terminating worker thread".
export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        resolve: { alias: { '@web': webSource } },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/test/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          // Property tests and the lint fixtures take seconds on a busy two-core machine; a
          // timeout here only catches a hang, so it is generous.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias: { '@web': webSource } },
        test: {
          name: 'components',
          // Each renders in happy-dom, named in the file (`// @vitest-environment`).
          include: ['apps/web/src/**/*.test.tsx'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/src/**/*.int.test.ts'],
          globalSetup: ['apps/api/src/test-support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/tests/**/*.e2e.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          // Only a hang guard: a browser test on a busy two-core machine may take a minute.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
