// Lint as architecture: strict TypeScript, no import cycles, features that do not reach into
// each other, and (in the SPA) no literal strings outside the i18n catalogues.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { relativeImportLeavingFeature } from './scripts/lint/relative-import-leaving-feature.js';

const featureFolders = (root) =>
  existsSync(root)
    ? readdirSync(root, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/**
 * The feature graph: which features a feature may use, always through the used feature's
 * `index.ts`. Same names on both sides; an edge not listed here is a lint error. Features not
 * built yet are listed so their edges are decided before their code is written.
 */
export const featureEdges = {
  auth: [],
  site: [],
  health: [],
  contact: [],
  mail: [],
  paycheck: [],
  employees: ['auth'],
  companies: ['auth', 'employees'],
  'pay-groups': ['companies', 'employees'],
  'local-taxes': ['companies'],
  'bank-accounts': ['companies', 'employees'],
  contractors: ['auth', 'bank-accounts'],
  payroll: ['companies', 'employees', 'pay-groups', 'bank-accounts', 'local-taxes'],
  'pay-stubs': ['payroll', 'employees', 'companies', 'time-off'],
  'ach-files': ['payroll', 'bank-accounts', 'companies'],
  'tax-filings': ['payroll', 'local-taxes', 'companies'],
  'time-off': [],
  deductions: [],
  'contractor-payments': ['year-end', 'pay-stubs'],
  'year-end': ['pay-stubs'],
};

// A feature reaches another only along a declared edge, and then only its index.ts.
const featureZones = (root) => {
  const features = featureFolders(root);
  return features.flatMap((feature) => {
    const allowed = featureEdges[feature] ?? [];
    return features
      .filter((other) => other !== feature)
      .map((other) =>
        allowed.includes(other)
          ? {
              target: `${root}/${feature}`,
              from: `${root}/${other}`,
              except: ['./index.ts', './index.tsx'],
              message: `${feature} may use ${other} only through its index.ts.`,
            }
          : {
              target: `${root}/${feature}`,
              from: `${root}/${other}`,
              message: `${feature} does not depend on ${other}: the edge is not declared in featureEdges (eslint.config.js).`,
            },
      );
  });
};

const api = 'apps/api/src';

// The API's layers: platform (no HTTP, no feature) ← http (no feature) ← features.
const apiLayerZones = [
  {
    target: `${api}/platform`,
    from: [`${api}/http`, `${api}/features`],
    message: 'The platform knows no HTTP and no feature.',
  },
  {
    target: `${api}/http`,
    from: `${api}/features`,
    message: 'The HTTP layer knows no feature; features register themselves as plugins.',
  },
];

const climbsThreeLevels = {
  group: ['../../../*', '../../../**'],
  message:
    'Use the workspace alias (@paydesk/api/… in the API, @web/… in the SPA) instead of climbing three or more levels.',
};
const repositoryImport = {
  group: ['*repository', '**/*repository', './*-repository', '../*-repository'],
  message: 'An operation calls its feature’s services; only services use repositories.',
};
const operationImport = {
  group: ['**/operations/*', './operations/*', '../operations/*'],
  message: 'Services and repositories do not depend on operations.',
};
const sqlOutsideRepositories = {
  selector:
    'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
  message: 'SQL lives in repositories (files named *repository.ts) and the platform.',
};
const classicZod = {
  name: 'zod',
  message: "Import 'zod/mini' here: the SPA downloads this code.",
};
const kyselyImport = {
  name: 'kysely',
  message: 'Kysely is used only in repositories and the platform.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'e2e/.artifacts/**',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    plugins: {
      'import-x': importX,
      paydesk: { rules: { 'relative-import-leaving-feature': relativeImportLeavingFeature } },
    },
    settings: {
      // The TypeScript resolver reads the SPA's `@web/*` paths; the node resolver the rest.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/web/tsconfig.json'] }),
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-default-export': 'error',
      'paydesk/relative-import-leaving-feature': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones('apps/api/src/features'),
            ...featureZones('apps/web/src/features'),
            ...apiLayerZones,
            {
              target: 'apps/web/src/shared',
              from: ['apps/web/src/features', 'apps/web/src/app'],
              message: 'The shared layer is below features and the app.',
            },
            {
              target: 'apps/web/src/features',
              from: 'apps/web/src/app',
              message: 'Features do not import the app layer.',
            },
            // The app mounts features through their index.ts only (lazy pages through loaders).
            ...featureFolders('apps/web/src/features').map((feature) => ({
              target: 'apps/web/src/app',
              from: `apps/web/src/features/${feature}`,
              except: ['./index.ts'],
              message: `The app uses ${feature} only through its index.ts.`,
            })),
            {
              target: 'packages',
              from: 'apps',
              message: 'Packages never depend on the apps.',
            },
          ],
        },
      ],
    },
  },
  // Size: a source file holds one responsibility and a function one job. Tests, their kits and
  // the browser tests are exempt: a table of cases may be long.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.test-kit.ts',
      '**/test/**',
      '**/__tests__/**',
      '**/test-support/**',
      'e2e/**',
    ],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/consistent-type-definitions': ['error', 'type'] },
  },
  // The API's layer order inside a feature: operations → services → repositories → Kysely.
  {
    files: [`${api}/**/*.ts`, 'apps/web/src/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [climbsThreeLevels] }] },
  },
  // The contracts and the SPA are downloaded by every page: zod/mini tree-shakes, the classic
  // API ships whole (decision 110).
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts'],
    // The contracts' objects as the server builds them: never in the SPA's build.
    ignores: ['packages/contracts/src/zod-objects.server.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [classicZod], patterns: [climbsThreeLevels] }],
    },
  },
  {
    files: [`${api}/features/**/operations/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [kyselyImport], patterns: [climbsThreeLevels, repositoryImport] },
      ],
      'no-restricted-syntax': ['error', sqlOutsideRepositories],
    },
  },
  {
    files: [`${api}/features/**/*.ts`, `${api}/http/**/*.ts`],
    ignores: [
      `${api}/features/**/operations/**`,
      `${api}/**/*repository.ts`,
      `${api}/features/index.ts`,
      `${api}/features/*/plugin.ts`,
      `${api}/**/*.test.ts`,
      `${api}/**/*.test-kit.ts`,
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [kyselyImport], patterns: [climbsThreeLevels, operationImport] },
      ],
      'no-restricted-syntax': ['error', sqlOutsideRepositories],
    },
  },
  {
    // Tests, and the test kits they share (fixtures and harnesses beside the tests).
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.int.test.ts',
      '**/*.test-kit.ts',
      '**/*.e2e.ts',
      'e2e/**',
    ],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: [
      '*.config.ts',
      '*.config.js',
      'apps/web/vite.config.ts',
      'eslint.config.js',
      'vitest.config.ts',
    ],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    files: ['apps/web/src/**/*.tsx', 'apps/web/src/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: '19' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react/jsx-key': 'error',
      // Every user-visible text goes through react-intl.
      'react/jsx-no-literals': [
        'error',
        { noStrings: true, ignoreProps: true, noAttributeStrings: false },
      ],
    },
  },
);
