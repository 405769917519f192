import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** A catalogue of the SPA: `src/**\/locales/<language>.json`. */
const catalogueFile = /\/src\/(?:.+\/)?locales\/(?:en|fr|ro|zh)\.json$/;

/** Every message of a catalogue as react-intl's parsed form (the same parser, run at build time). */
export function compileCatalogue(source: string): string {
  const catalogue = JSON.parse(source) as Record<string, string>;
  const compiled = Object.fromEntries(
    Object.entries(catalogue).map(([id, message]) => [id, parse(message)]),
  );
  return JSON.stringify(compiled);
}

/**
 * The build ships the catalogues parsed, so the browser needs no message parser: the build
 * aliases it to the package's `no-parser` entry (vite.config.ts). The dev server and the tests
 * keep the text catalogues and the parser.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'paydesk-precompile-messages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!catalogueFile.test(id.split('?')[0] ?? id)) return null;
      return { code: compileCatalogue(code), map: null };
    },
  };
}
