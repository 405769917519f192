import type { Catalogue, CatalogueLoaders } from './catalogue-loaders';
import type { Locale } from './locale';

/** The messages on screen: one language, with or without the signed-in areas' catalogues. */
export type ShownCatalogue = { locale: Locale; full: boolean; messages: Catalogue };

type Waiter = { full: boolean; resolve: () => void };

/**
 * The interface's messages in two parts: the first pages' catalogues (sign-in, the error
 * screens, the shared texts) and the rest, which only the signed-in areas use. The rest loads
 * when a route asks for it, and the route renders once it is on screen, so a signed-in page never
 * shows a missing text while the sign-in page never downloads the payroll's texts. Once asked
 * for, the rest comes with every later change of language.
 */
export function createCatalogueStore(first: CatalogueLoaders[], rest: CatalogueLoaders[]) {
  let wantedLocale: Locale | null = null;
  let wantedFull = false;
  let shown: ShownCatalogue | null = null;
  const loads = new Map<string, Promise<Catalogue>>();
  const listeners = new Set<() => void>();
  const waiters: Waiter[] = [];

  const satisfies = (catalogue: ShownCatalogue | null, full: boolean) =>
    catalogue !== null && catalogue.locale === wantedLocale && (catalogue.full || !full);

  function catalogueOf(locale: Locale, full: boolean): Promise<Catalogue> {
    const key = `${locale}:${full ? 'full' : 'first'}`;
    let loading = loads.get(key);
    if (!loading) {
      const parts = full ? [...first, ...rest] : first;
      loading = Promise.all(parts.map((loaders) => loaders[locale]())).then(
        (catalogues): Catalogue => Object.assign({}, ...catalogues),
      );
      loads.set(key, loading);
    }
    return loading;
  }

  function publish(next: ShownCatalogue): void {
    shown = next;
    for (const listener of listeners) listener();
    for (const waiter of waiters.splice(0)) {
      if (satisfies(shown, waiter.full)) waiter.resolve();
      else waiters.push(waiter);
    }
  }

  async function refresh(): Promise<void> {
    const locale = wantedLocale;
    const full = wantedFull;
    if (!locale || satisfies(shown, full)) return;
    const messages = await catalogueOf(locale, full);
    // What is wanted may have changed while this loaded: the latest wish wins.
    if (locale !== wantedLocale || full !== wantedFull) return refresh();
    if (!satisfies(shown, full)) publish({ locale, full, messages });
  }

  const until = (full: boolean): Promise<void> =>
    satisfies(shown, full)
      ? Promise.resolve()
      : new Promise((resolve) => {
          waiters.push({ full, resolve });
        });

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): ShownCatalogue | null => shown,
    /** The language the interface settings ask for; resolves once it is on screen. */
    show(locale: Locale): Promise<void> {
      wantedLocale = locale;
      void refresh();
      return until(false);
    },
    /** A route that needs every catalogue waits on this before it renders. */
    showAll(): Promise<void> {
      wantedFull = true;
      void refresh();
      return until(true);
    },
  };
}

export type CatalogueStore = ReturnType<typeof createCatalogueStore>;
