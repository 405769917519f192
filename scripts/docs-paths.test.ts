/**
 * Every repository path the documentation quotes exists.
 *
 * Read: README.md and docs/*.md, except docs/decisions.md (it records history, so it names files
 * as they were when each decision was taken).
 *
 * A quoted path is one of:
 * - a markdown link target (`[text](target)`), other than a URL, a mail address or an anchor;
 *   it is resolved from the document's folder, as a markdown reader resolves it;
 * - a code span (one pair of backticks on one line) that holds a single word containing a `/`
 *   and ending in a file extension (`.ts`, `.json`, …) or in `/`, or a bare file name with an
 *   extension of the repository's sources (`.ts`, `.tsx`, `.js`, `.mjs`, `.cjs`, `.json`, `.md`);
 * - in a fenced code block, such a word when it starts at a top-level folder of the repository
 *   (`apps/…`, `packages/…`, `e2e/…`): the block's other words are code, not claims.
 *
 * Not paths: a word starting with `/` (a URL route or a system path: `/login`, `/usr/bin/…`), with
 * `@` (a package name or alias: `@paydesk/api/…`) or with an environment variable (`DATA_DIR/…`);
 * a word with a placeholder or a pattern in it (`<feature>`, `*`, `…`, `{}`). A path through a
 * generated folder (`dist/`, `node_modules/`, `coverage/`, `.vite/`, the root's `data/`) is taken
 * as existing: a fresh checkout does not have it yet.
 *
 * Where a code span's (or a fenced block's) path resolves:
 * - it starts with a top-level entry of the repository (`apps/api/src/app.ts`): from the root;
 * - it starts with `./` or `../`: from the document's folder;
 * - otherwise it is named by its tail inside an area the prose has named (`http/access.ts` in
 *   the API's section, `ach-limits.ts` in the payroll feature's paragraph): it must be the end
 *   of some path of the repository, whole segments.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
// Folders a build, a run or a test writes (.gitignore); the database's `data/` only at the root.
const generatedFolders = new Set([
  'node_modules',
  'dist',
  'coverage',
  '.vite',
  '.artifacts',
  '.git',
]);
const generatedAtRoot = new Set(['data']);
const historyDocument = 'docs/decisions.md';

type Quote = { document: string; line: number; text: string; kind: 'link' | 'code' | 'block' };

/** Every file and folder of the repository, as root-relative paths (folders end in `/`). */
function repositoryPaths(): string[] {
  const paths: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(repositoryRoot, folder), { withFileTypes: true })) {
      if (generatedFolders.has(entry.name) || (!folder && generatedAtRoot.has(entry.name))) {
        continue;
      }
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        paths.push(`${relative}/`);
        walk(relative);
      } else {
        paths.push(relative);
      }
    }
  };
  walk('');
  return paths;
}

function documents(): string[] {
  const docs = readdirSync(path.join(repositoryRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`)
    .filter((document) => document !== historyDocument);
  return ['README.md', ...docs];
}

const topLevelEntries = new Set(
  readdirSync(repositoryRoot).filter(
    (name) => !generatedFolders.has(name) && !generatedAtRoot.has(name),
  ),
);

/** The extensions of the repository's own sources: a bare file name with one names a file. */
const sourceFileName = /^[\w.-]*[^/.]\.(?:ts|tsx|js|mjs|cjs|json|md)$/;

/**
 * A single word with no placeholder that is a bare source file name, or has a `/` and ends in
 * an extension or a `/`.
 */
function looksLikePath(word: string): boolean {
  if (/\s/.test(word) || /[<>*{}…|`'"]/.test(word) || /^[a-z]+:/i.test(word)) return false;
  if (word.startsWith('/') || word.startsWith('@') || /^\$?[A-Z][A-Z0-9_]*\//.test(word)) {
    return false;
  }
  if (!word.includes('/')) return sourceFileName.test(word);
  return word.endsWith('/') || /[^/.]\.[A-Za-z0-9]+$/.test(word);
}

function throughGeneratedFolder(quoted: string): boolean {
  const segments = quoted.split('/');
  return (
    segments.some((segment) => generatedFolders.has(segment)) || generatedAtRoot.has(segments[0]!)
  );
}

/** The quotes of one document, each with its line number. */
function quotesOf(document: string, content: string): Quote[] {
  const lines = content.split('\n');
  const quotes: Quote[] = [];
  let fence: string | undefined;
  lines.forEach((text, index) => {
    const line = index + 1;
    const fenceMark = /^\s*(```+|~~~+)/.exec(text)?.[1];
    if (fenceMark && (fence === undefined || fenceMark.startsWith(fence))) {
      fence = fence === undefined ? fenceMark : undefined;
      return;
    }
    if (fence !== undefined) {
      for (const match of text.matchAll(/(?<![\w@./-])[\w.-]+\/[\w./-]*/g)) {
        const word = match[0].replace(/\.+$/, '');
        if (topLevelEntries.has(word.split('/')[0]!) && looksLikePath(word)) {
          quotes.push({ document, line, text: word, kind: 'block' });
        }
      }
      return;
    }
    for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1]!.replace(/[#?].*$/, '');
      if (target && !/^[a-z][a-z0-9+.-]*:/i.test(target)) {
        quotes.push({ document, line, text: target, kind: 'link' });
      }
    }
    for (const match of text.matchAll(/`([^`]+)`/g)) {
      if (looksLikePath(match[1]!)) quotes.push({ document, line, text: match[1]!, kind: 'code' });
    }
  });
  return quotes;
}

function exists(quote: Quote, known: readonly string[]): boolean {
  const { text } = quote;
  if (throughGeneratedFolder(text)) return true;
  const fromDocument = path.join(repositoryRoot, path.dirname(quote.document), text);
  if (quote.kind === 'link' || text.startsWith('./') || text.startsWith('../')) {
    return existsSync(fromDocument);
  }
  if (topLevelEntries.has(text.split('/')[0]!)) {
    return existsSync(path.join(repositoryRoot, text));
  }
  // A tail: whole segments at the end of some path (a folder's tail keeps its `/`).
  return known.some((known) => known === text || known.endsWith(`/${text}`));
}

const read = (document: string) => readFileSync(path.join(repositoryRoot, document), 'utf8');

describe('the documentation', () => {
  it('quotes only paths that exist in the repository', () => {
    const known = repositoryPaths();
    const missing = documents()
      .flatMap((document) => quotesOf(document, read(document)))
      .filter((quote) => !exists(quote, known))
      .map((quote) => `${quote.document}:${quote.line}: ${quote.text}`);
    expect(missing, 'paths quoted in the documentation that do not exist').toEqual([]);
  });

  it('takes links, code spans and fenced paths for quotes, and leaves the rest', () => {
    const page = [
      'See [the guide](guide/intro.md#start) and [the site](https://example.com/a.md).',
      'The `apps/api/src/app.ts` boot, `http/access.ts`, `pay-date-rules.ts` and `features/`.',
      'Not paths: `/login`, `@web/features/<name>`, `DATA_DIR/key.txt`, `*.test.ts`, `zod/mini`,',
      '`dist/.vite/manifest.json` is built, `npm run bench`, `app.inject`.',
      '```ts',
      '// ✅ apps/web/src/main.tsx, then http/not-checked.ts',
      "import { x } from '../auth/repository';",
      '```',
    ].join('\n');
    expect(quotesOf('docs/page.md', page)).toEqual([
      { document: 'docs/page.md', line: 1, text: 'guide/intro.md', kind: 'link' },
      { document: 'docs/page.md', line: 2, text: 'apps/api/src/app.ts', kind: 'code' },
      { document: 'docs/page.md', line: 2, text: 'http/access.ts', kind: 'code' },
      { document: 'docs/page.md', line: 2, text: 'pay-date-rules.ts', kind: 'code' },
      { document: 'docs/page.md', line: 2, text: 'features/', kind: 'code' },
      { document: 'docs/page.md', line: 4, text: 'dist/.vite/manifest.json', kind: 'code' },
      { document: 'docs/page.md', line: 6, text: 'apps/web/src/main.tsx', kind: 'block' },
    ]);
  });

  it('resolves a quote from the root, from the document, or by its tail', () => {
    const known = ['apps/', 'apps/api/', 'apps/api/src/', 'apps/api/src/http/access.ts'];
    const quote = (text: string, kind: Quote['kind'] = 'code'): Quote => ({
      document: 'docs/ARCHITECTURE.md',
      line: 1,
      text,
      kind,
    });
    expect(exists(quote('apps/api/src/app.ts'), known)).toBe(true);
    expect(exists(quote('apps/api/src/nothing.ts'), known)).toBe(false);
    expect(exists(quote('code-style.md', 'link'), known)).toBe(true);
    expect(exists(quote('../README.md'), known)).toBe(true);
    expect(exists(quote('../NOTHING.md'), known)).toBe(false);
    expect(exists(quote('http/access.ts'), known)).toBe(true);
    expect(exists(quote('access.ts'), known)).toBe(true);
    expect(exists(quote('ttp/access.ts'), known)).toBe(false);
    expect(exists(quote('src/'), known)).toBe(true);
    expect(exists(quote('dist/.vite/manifest.json'), known)).toBe(true);
  });
});
