import createCache from '@emotion/cache';
import { text } from 'node:stream/consumers';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app';
import { catalogueStore } from '../app/i18n-messages';
import { resolveRouteModules } from '../app/router/resolve-route-modules';
import { routes } from '../app/router/routes';
import { locales, type Locale } from '../shared/i18n/locale';
import { replaceLtrCache } from '../shared/theme/emotion-cache';
import { criticalStyleTags } from './critical-styles';

export { prerenderedPaths } from './prerendered-paths';
export const prerenderedLanguages: readonly Locale[] = locales;

export type RenderedPage = { html: string; styles: string };

/**
 * One public page as a signed-out visitor with nothing stored first sees it, in one language:
 * the app's own tree (the browser hydrates the same one, main.tsx) in a memory router at that
 * address, with a fresh style cache whose rules for this page are inlined. Pages are rendered
 * one at a time: the language on screen and the style cache are the document's.
 */
export async function renderPage(path: string, language: Locale): Promise<RenderedPage> {
  await Promise.all([resolveRouteModules(routes, path), catalogueStore.show(language)]);
  const cache = createCache({ key: 'mui', prepend: true });
  // Keeps each rule in the cache instead of writing it beside the markup (critical-styles.ts).
  cache.compat = true;
  replaceLtrCache(cache);
  const router = () => createMemoryRouter(routes, { initialEntries: [path] });
  // Waits for every suspended part (the error screen is a lazy component) to finish, so the page
  // is whole: no fallback to replace, and so no inline script, which the security policy refuses.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App prerendered={language} createRouter={router} />
    </StrictMode>,
  );
  const html = await text(prelude);
  if (html.includes('<script')) throw new Error(`Prerender: ${path} would need an inline script`);
  return { html, styles: criticalStyleTags(cache, html) };
}
