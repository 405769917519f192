import type { OutputAsset, OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

const LOCALES = ['en', 'fr', 'ro', 'zh'] as const;
type Locale = (typeof LOCALES)[number];

/** A first page: the lazy modules its route loads, and whose catalogues it shows. */
export type FirstPage = {
  modules: string[];
  /** Folders under src/ whose `locales/<language>.json` the page shows. */
  catalogues: string[] | 'all';
  signedIn: boolean;
};

/** What the preload script fetches for one address. */
export type PagePreload = {
  chunks: string[];
  catalogues: Record<Locale, string[]>;
  signedIn: boolean;
};

const isChunk = (item: OutputBundle[string]): item is OutputChunk => item.type === 'chunk';
const sourceOfModule = (id: string) => id.replace(/\\/g, '/').replace(/^.*?\/apps\/web\//, '');
const sourceOf = (chunk: OutputChunk) =>
  chunk.facadeModuleId ? sourceOfModule(chunk.facadeModuleId) : null;

/**
 * The chunks a first page would ask for only after the entry has run, with what they import
 * statically; the entry's own chunks are left out (the page asks for them already).
 */
export function planPreloads(
  bundle: OutputBundle,
  pages: Record<string, FirstPage>,
): Record<string, PagePreload> {
  const chunks = Object.values(bundle).filter(isChunk);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // The chunk that holds each module: a module imported both lazily and by another lazy chunk
  // can end up in a shared chunk that is no module's facade.
  const bySource = new Map(
    chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [sourceOfModule(id), chunk] as const)),
  );
  const entryFiles = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    for (const file of [entry.fileName, ...entry.imports]) entryFiles.add(file);
  }
  const closure = (roots: OutputChunk[]): string[] => {
    const seen = new Set<string>();
    const pending = [...roots];
    for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
      if (seen.has(chunk.fileName) || entryFiles.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported) pending.push(imported);
      }
    }
    return [...seen].sort().map((file) => `/${file}`);
  };
  const catalogueChunks = (folders: string[] | 'all', locale: Locale) =>
    chunks.filter((chunk) => {
      const match = sourceOf(chunk)?.match(/^src\/(.+)\/locales\/([a-z]+)\.json$/);
      return match?.[2] === locale && (folders === 'all' || folders.includes(match[1] ?? ''));
    });
  return Object.fromEntries(
    Object.entries(pages).map(([path, page]) => {
      const roots = page.modules.map((module) => {
        const chunk = bySource.get(module);
        if (!chunk) throw new Error(`First-page preload: no chunk is built from ${module}`);
        return chunk;
      });
      const catalogues = Object.fromEntries(
        LOCALES.map((locale) => [locale, closure(catalogueChunks(page.catalogues, locale))]),
      ) as Record<Locale, string[]>;
      return [path, { chunks: closure(roots), catalogues, signedIn: page.signedIn }];
    }),
  );
}

// Every chunk is a script under /assets/: the plan names each by what lies between (the script,
// which every page downloads, is a third shorter before compression).
const CHUNK_PREFIX = '/assets/';
const CHUNK_SUFFIX = '.js';

function shortFileName(_key: string, value: unknown): unknown {
  if (typeof value !== 'string' || !value.startsWith('/')) return value;
  if (!value.startsWith(CHUNK_PREFIX) || !value.endsWith(CHUNK_SUFFIX)) {
    throw new Error(`First-page preload: ${value} is not a script under ${CHUNK_PREFIX}`);
  }
  return value.slice(CHUNK_PREFIX.length, -CHUNK_SUFFIX.length);
}

/**
 * The script index.html runs before the entry: on a first page it asks at once, with
 * `modulepreload`, for the chunks and catalogues the page will need, so they download while the
 * entry runs instead of after it. A classic script file, since the security policy allows no
 * inline script. It reads the language from the settings (else the page's own) and the session
 * from local storage.
 */
export function preloadScript(plan: Record<string, PagePreload>, keys: StorageKeys): string {
  return `(function () {
  var plan = ${JSON.stringify(plan, shortFileName)};
  var page = plan[location.pathname];
  if (!page) return;
  // A prerendered page is in the language the server chose; the SPA's own page is in English.
  var language = (document.documentElement.lang || 'en').slice(0, 2);
  if (!page.catalogues[language]) language = 'en';
  try {
    if (page.signedIn && !localStorage.getItem(${JSON.stringify(keys.accessToken)})) return;
    var settings = JSON.parse(localStorage.getItem(${JSON.stringify(keys.settings)}) || 'null');
    if (settings && page.catalogues[settings.i18n]) language = settings.i18n;
  } catch (error) {
    return;
  }
  var files = page.chunks.concat(page.catalogues[language]);
  for (var i = 0; i < files.length; i += 1) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = ${JSON.stringify(CHUNK_PREFIX)} + files[i] + ${JSON.stringify(CHUNK_SUFFIX)};
    document.head.appendChild(link);
  }
})();
`;
}

export type StorageKeys = { accessToken: string; settings: string };

export function firstPagePreload(pages: Record<string, FirstPage>, keys: StorageKeys): Plugin {
  return {
    name: 'paydesk-first-page-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'] as OutputAsset | undefined;
      if (!html) return;
      const source = preloadScript(planPreloads(bundle, pages), keys);
      const reference = this.emitFile({ type: 'asset', name: 'first-page-preload.js', source });
      const fileName = this.getFileName(reference);
      html.source = String(html.source).replace(
        '<script type="module"',
        `<script async src="/${fileName}"></script>\n    <script type="module"`,
      );
    },
  };
}
