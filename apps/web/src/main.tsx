import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { catalogueStore } from './app/i18n-messages';
import { resolveRouteModules } from './app/router/resolve-route-modules';
import { routes } from './app/router/routes';
import { tokenStorage } from './shared/http/token-storage';
import { locales, type Locale } from './shared/i18n/locale';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const isLocale = (value: string | undefined): value is Locale =>
  locales.some((locale) => locale === value);

/**
 * A public page comes prerendered (build/prerender.mjs) in the language the server chose: its
 * route modules and its language's texts are loaded first, so the first render is the one the
 * HTML was made from, and React adopts the page instead of drawing it again. Someone with a
 * stored session is not the signed-out visitor the page was rendered for: their app renders
 * from scratch, as on every other address (the prerendered page stays on screen until then).
 * Rendering from scratch never uses the settings' first-render snapshot, only its language as
 * the default (SettingsProvider).
 */
async function start(root: HTMLElement): Promise<void> {
  const language = root.dataset.prerendered;
  const prerendered = isLocale(language) ? language : null;
  if (prerendered && !tokenStorage.readAccessToken()) {
    await Promise.all([
      resolveRouteModules(routes, window.location.pathname),
      catalogueStore.show(prerendered),
    ]);
    hydrateRoot(
      root,
      <StrictMode>
        <App prerendered={prerendered} />
      </StrictMode>,
    );
    return;
  }
  // The page's language still stands for a language the visitor never chose.
  createRoot(root).render(
    <StrictMode>
      <App prerendered={prerendered} />
    </StrictMode>,
  );
}

void start(container);
