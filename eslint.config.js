// Lint as architecture: strict TypeScript, no import cycles, features that do not reach into
// each other, and (in the SPA) no literal strings outside the i18n catalogues.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featureFolders = (root) =>
  existsSync(root)
    ? readdirSync(root, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

// A feature may use shared code and contracts, never another feature's internals.
const featureZones = (root) =>
  featureFolders(root).map((feature) => ({
    target: `${root}/${feature}`,
    from: root,
    except: [`./${feature}`],
    message: 'Features do not import each other; move shared code to the shared layer.',
  }));

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
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-default-export': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones('apps/api/src/features'),
            ...featureZones('apps/web/src/features'),
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
  {
    files: ['**/*.test.ts', '**/*.int.test.ts', '**/*.e2e.ts', 'e2e/**'],
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
