import type { FastifyInstance } from 'fastify';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ReaderLanguage } from '@paydesk/contracts';
import { chooseEncoding, type HashedAsset } from './hashed-assets';
import { readerLocaleOf } from './reader-locale';

/** One public page's HTML per language, with the build's compressed copies. */
export type PrerenderedPages = Map<string, Map<string, HashedAsset>>;

const FALLBACK_LANGUAGE: ReaderLanguage = 'en';

function htmlFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFilesUnder(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

function readPage(path: string): HashedAsset {
  const encoded: HashedAsset['encoded'] = {};
  if (existsSync(`${path}.br`)) encoded.br = readFileSync(`${path}.br`);
  if (existsSync(`${path}.gz`)) encoded.gzip = readFileSync(`${path}.gz`);
  return { contentType: 'text/html; charset=utf-8', identity: readFileSync(path), encoded };
}

/**
 * The build's prerendered public pages (apps/web/build/prerender.mjs writes
 * `prerendered/<language>/<path>.html`), by address and then language. Read once at start-up:
 * 12 pages in 4 languages with their copies are under 2 MB.
 */
export function readPrerenderedPages(dir: string): PrerenderedPages {
  const pages: PrerenderedPages = new Map();
  if (!existsSync(dir)) return pages;
  for (const language of readdirSync(dir)) {
    const languageDir = join(dir, language);
    if (!statSync(languageDir).isDirectory()) continue;
    for (const file of htmlFilesUnder(languageDir)) {
      const path = `/${relative(languageDir, file)
        .split(sep)
        .join('/')
        .replace(/\.html$/, '')}`;
      const byLanguage = pages.get(path) ?? new Map<string, HashedAsset>();
      byLanguage.set(language, readPage(file));
      pages.set(path, byLanguage);
    }
  }
  return pages;
}

/**
 * Answers each prerendered address with its page in the first language of `Accept-Language`
 * the product speaks (English otherwise), so the page paints from its HTML before any script
 * runs. The app then hydrates it; a language the visitor chose in the app (stored in the
 * browser, which the server never sees) replaces the page's right after. Other addresses keep
 * the SPA's index.html (spa.ts).
 */
export function registerPrerenderedPages(app: FastifyInstance, pages: PrerenderedPages): void {
  for (const [path, byLanguage] of pages) {
    app.get(path, { compress: false }, (request, reply) => {
      const wanted = readerLocaleOf(request.headers['accept-language']).language;
      const language = byLanguage.has(wanted) ? wanted : FALLBACK_LANGUAGE;
      const page = byLanguage.get(language) ?? byLanguage.values().next().value;
      if (!page) return reply.callNotFound();
      const encoding = chooseEncoding(request.headers['accept-encoding'], page.encoded);
      reply
        .header('content-type', page.contentType)
        .header('content-language', language)
        // The page names the current scripts, and differs by language and encoding.
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language, accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(encoding ? page.encoded[encoding] : page.identity);
    });
  }
}
