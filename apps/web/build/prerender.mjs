// Writes the public pages as HTML, one file per language: dist/prerendered/<language><path>.html
// (with its brotli and gzip copies), from dist/index.html and the Node build of
// src/prerender/render-page.tsx (package.json `build` makes both first). The server answers a
// public address with the file in the visitor's language (apps/api/src/http/prerendered-pages.ts);
// the app then hydrates it (src/main.tsx).
import { createHash } from 'node:crypto';
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

/**
 * A prerendered page paints before the app runs: its entry is only downloaded (`preload` as a
 * script; `modulepreload` also parses and compiles the 550 KB module, which on a busy machine
 * competed with the first frame), and this classic script (a file, since the security policy
 * allows no inline script) adds it as a module once the first frame is on screen. A module script in
 * the page itself would run as soon as the HTML is parsed, holding the first paint for as long as
 * the entry takes to evaluate. The first-page
 * preload script (build/first-page-preload.ts) waits for the same frame: run from the head, it
 * asked for the page's chunks and catalogues while the first frame was still being made, and
 * its fetches and compiling delayed it (the bench's plain-page ratio, docs/benchmarks.md). The
 * entry asks for what the page needs itself as soon as it runs.
 */
const startAfterPaint = `(function () {
  var self = document.currentScript;
  var entry = self.getAttribute('data-entry');
  var preload = self.getAttribute('data-preload');
  function start() {
    if (preload) {
      var plan = document.createElement('script');
      plan.src = preload;
      document.head.appendChild(plan);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
`;

/**
 * The page's own way to start the app: preload the entry, start it and the first-page preload
 * script after the first paint.
 */
function deferEntry(template, startFile) {
  const entry = template.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entry) throw new Error('Prerender: dist/index.html has no entry module script');
  const plan = template.match(/<script async src="([^"]+first-page-preload[^"]*)"><\/script>\n\s*/);
  const withoutPlan = plan ? template.replace(plan[0], '') : template;
  const preload = plan ? ` data-preload="${plan[1]}"` : '';
  return withoutPlan.replace(
    entry[0],
    () =>
      `<link rel="preload" as="script" crossorigin href="${entry[1]}">\n    <script defer src="/${startFile}" data-entry="${entry[1]}"${preload}></script>`,
  );
}

/**
 * The app's one style sheet (the fonts' faces, a few KB) inlined: a linked sheet holds the first
 * paint for one more request.
 */
async function inlineStyleSheet(template) {
  const link = template.match(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/);
  if (!link) return template;
  const css = await readFile(join(webRoot, 'dist', link[1]), 'utf8');
  return template.replace(link[0], () => `<style>${css}</style>`);
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
  const startHash = createHash('sha256').update(startAfterPaint).digest('base64url').slice(0, 8);
  const startFile = `assets/start-after-paint-${startHash}.js`;
  await writeFile(join(webRoot, 'dist', startFile), startAfterPaint);
  const template = await inlineStyleSheet(
    deferEntry(await readFile(join(webRoot, 'dist/index.html'), 'utf8'), startFile),
  );
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
