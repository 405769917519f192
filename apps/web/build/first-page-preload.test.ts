import { runInNewContext } from 'node:vm';
import type { OutputBundle, OutputChunk } from 'rollup';
import { describe, expect, it } from 'vitest';
import { planPreloads, preloadScript } from './first-page-preload';

const chunk = (
  fileName: string,
  source: string | null,
  imports: string[] = [],
  isEntry = false,
  held: string[] = [],
) =>
  ({
    type: 'chunk',
    fileName,
    facadeModuleId: source ? `/repo/apps/web/${source}` : null,
    moduleIds: [...(source ? [source] : []), ...held].map((id) => `/repo/apps/web/${id}`),
    imports,
    isEntry,
  }) as unknown as OutputChunk;

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', 'index.html', ['assets/react.js'], true),
    chunk('assets/react.js', null),
    chunk('assets/login-page.js', 'src/features/auth/pages/login-page.tsx', [
      'assets/TextField.js',
      'assets/react.js',
    ]),
    chunk('assets/TextField.js', null, ['assets/ButtonBase.js']),
    chunk('assets/ButtonBase.js', null),
    // A lazily loaded module that another lazy chunk also imports: held by a chunk with no facade.
    chunk('assets/shell.js', null, ['assets/ButtonBase.js'], false, [
      'src/app/layouts/shell/shell-layout.tsx',
      'src/shared/notify/first-input.ts',
    ]),
    chunk('assets/auth-en.js', 'src/features/auth/locales/en.json'),
    chunk('assets/auth-fr.js', 'src/features/auth/locales/fr.json'),
    chunk('assets/payroll-en.js', 'src/features/payroll/locales/en.json'),
  ].map((item) => [item.fileName, item]),
) as OutputBundle;

const loginPage = {
  modules: ['src/features/auth/pages/login-page.tsx'],
  catalogues: ['features/auth'],
  signedIn: false,
};

describe('first-page preload', () => {
  it('plans the page chunks with their static imports, without the entry, and its catalogues', () => {
    const plan = planPreloads(bundle, { '/login': loginPage });
    expect(plan['/login']).toEqual({
      chunks: ['/assets/ButtonBase.js', '/assets/TextField.js', '/assets/login-page.js'],
      catalogues: { en: ['/assets/auth-en.js'], fr: ['/assets/auth-fr.js'], ro: [], zh: [] },
      signedIn: false,
    });
  });

  it('takes every catalogue of a language for a signed-in page', () => {
    const plan = planPreloads(bundle, {
      '/dashboard': { ...loginPage, catalogues: 'all', signedIn: true },
    });
    expect(plan['/dashboard']?.catalogues.en).toEqual([
      '/assets/auth-en.js',
      '/assets/payroll-en.js',
    ]);
  });

  it("finds a module in the chunk that holds it when that chunk is no module's facade", () => {
    const plan = planPreloads(bundle, {
      '/dashboard': {
        modules: ['src/app/layouts/shell/shell-layout.tsx'],
        catalogues: [],
        signedIn: true,
      },
    });
    expect(plan['/dashboard']?.chunks).toEqual(['/assets/ButtonBase.js', '/assets/shell.js']);
  });

  it('fails the build when a listed module is not built as a chunk', () => {
    expect(() =>
      planPreloads(bundle, { '/login': { ...loginPage, modules: ['src/renamed.tsx'] } }),
    ).toThrow('no chunk is built from src/renamed.tsx');
  });

  describe('the script in the browser', () => {
    const keys = { accessToken: 'serviceToken', settings: 'paydesk-config' };
    const plan = planPreloads(bundle, {
      '/login': loginPage,
      '/dashboard': { ...loginPage, catalogues: 'all', signedIn: true },
    });
    const run = (pathname: string, stored: Record<string, string>, lang = 'en') => {
      const links: { rel: string; href: string }[] = [];
      runInNewContext(preloadScript(plan, keys), {
        location: { pathname },
        localStorage: { getItem: (key: string) => stored[key] ?? null },
        document: {
          documentElement: { lang },
          createElement: () => ({ rel: '', href: '' }),
          head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
        },
      });
      return links;
    };

    it('asks for the page chunks and the catalogues of the chosen language', () => {
      const links = run('/login', { 'paydesk-config': JSON.stringify({ i18n: 'fr' }) });
      expect(links.map((link) => link.rel)).toEqual(Array(4).fill('modulepreload'));
      expect(links.map((link) => link.href)).toEqual([
        '/assets/ButtonBase.js',
        '/assets/TextField.js',
        '/assets/login-page.js',
        '/assets/auth-fr.js',
      ]);
    });

    it("takes a prerendered page's language when none is stored, the stored one before it", () => {
      expect(run('/login', {}, 'fr').at(-1)?.href).toBe('/assets/auth-fr.js');
      const stored = { 'paydesk-config': JSON.stringify({ i18n: 'en' }) };
      expect(run('/login', stored, 'fr').at(-1)?.href).toBe('/assets/auth-en.js');
    });

    it('falls back to English, asks nothing elsewhere, nor for a signed-in page when signed out', () => {
      expect(run('/login', { 'paydesk-config': '{broken' })).toEqual([]);
      expect(run('/login', {}).at(-1)?.href).toBe('/assets/auth-en.js');
      expect(run('/companies', {})).toEqual([]);
      expect(run('/dashboard', {})).toEqual([]);
      expect(run('/dashboard', { serviceToken: 'token' })).toHaveLength(5);
    });
  });
});
