// Writes the public pages as HTML, one file per language: dist/prerendered/<language><path>.html
// (with its brotli and gzip copies), from dist/index.html and the Node build of
// src/prerender/render-page.tsx (package.json `build` makes both first). The server answers a
// public address with the file in the visitor's language (apps/api/src/http/prerendered-pages.ts);
// the app then hydrates it (src/main.tsx).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const ssrDir = join(webRoot, 'node_modules/.cache/prerender');
const outDir = join(webRoot, 'dist/prerendered');
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// The document's language as the app itself writes it (shared/i18n/app-intl-provider.tsx).
const htmlLang = (language) => (language === 'zh' ? 'zh-CN' : language);

/** Puts `replacement` where `marker` is, and fails the build when the template lost the marker. */
function replaceOnce(text, marker, replacement) {
  if (!text.includes(marker)) throw new Error(`Prerender: dist/index.html has no ${marker}`);
  return text.replace(marker, () => replacement);
}

export function pageHtml(template, language, { html, styles }) {
  let page = replaceOnce(
    template,
    '<html lang="en" dir="ltr">',
    `<html lang="${htmlLang(language)}" dir="ltr">`,
  );
  // After the style sheet and before the scripts run: the styles the page's markup uses, named
  // so the app's style cache adopts them instead of inserting them again.
  page = replaceOnce(page, '</head>', `${styles}\n  </head>`);
  return replaceOnce(
    page,
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${language}">${html}</div>`,
  );
}

async function writeWithCopies(path, text) {
  const body = Buffer.from(text, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await mkdir(dirname(path), { recursive: true });
  await Promise.all([
    writeFile(path, body),
    writeFile(`${path}.br`, br),
    writeFile(`${path}.gz`, gz),
  ]);
}

async function main() {
  const started = Date.now();
  const template = await readFile(join(webRoot, 'dist/index.html'), 'utf8');
  const { renderPage, prerenderedPaths, prerenderedLanguages } = await import(
    pathToFileURL(join(ssrDir, 'render-page.js')).href
  );
  await rm(outDir, { recursive: true, force: true });
  const writes = [];
  // One render at a time, since the language on screen and the style cache belong to it; the
  // compressing runs meanwhile on the thread pool.
  for (const language of prerenderedLanguages) {
    for (const path of prerenderedPaths) {
      const page = pageHtml(template, language, await renderPage(path, language));
      writes.push(writeWithCopies(join(outDir, language, `${path}.html`), page));
    }
  }
  await Promise.all(writes);
  await rm(ssrDir, { recursive: true, force: true });
  console.log(`Prerendered ${writes.length} public pages in ${Date.now() - started} ms.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
