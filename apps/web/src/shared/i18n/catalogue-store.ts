import type { Catalogue, CatalogueLoaders } from './catalogue-loaders';
import type { Locale } from './locale';

/**
 * The messages on screen: one language, the first pages' catalogues and the named signed-in
 * catalogues listed in `parts`.
 */
export type ShownCatalogue = { locale: Locale; parts: readonly string[]; messages: Catalogue };

type Waiter = { parts: readonly string[]; resolve: () => void };

/**
 * The interface's messages in parts: the first pages' catalogues (sign-in, the error screens,
 * the shared texts), always shown, and one named catalogue per signed-in feature, each loaded
 * when a route asks for it. The route renders once its catalogues are on screen, so a page never
 * shows a missing text, while the sign-in page downloads none of the payroll's texts and a
 * dashboard only its own features' texts. Once asked for, a catalogue comes with every later
 * change of language.
 */
export function createCatalogueStore<Name extends string>(
  first: CatalogueLoaders[],
  rest: Record<Name, CatalogueLoaders>,
) {
  const names = Object.keys(rest) as Name[];
  let wantedLocale: Locale | null = null;
  const wantedParts = new Set<Name>();
  let shown: ShownCatalogue | null = null;
  const loads = new Map<string, Promise<Catalogue>>();
  const listeners = new Set<() => void>();
  const waiters: Waiter[] = [];

  const satisfies = (catalogue: ShownCatalogue | null, parts: readonly string[]) =>
    catalogue !== null &&
    catalogue.locale === wantedLocale &&
    parts.every((part) => catalogue.parts.includes(part));

  function load(key: string, loaders: CatalogueLoaders, locale: Locale): Promise<Catalogue> {
    let loading = loads.get(`${locale}:${key}`);
    if (!loading) {
      loading = loaders[locale]();
      loads.set(`${locale}:${key}`, loading);
    }
    return loading;
  }

  async function catalogueOf(locale: Locale, parts: readonly Name[]): Promise<Catalogue> {
    const catalogues = await Promise.all([
      ...first.map((loaders, index) => load(`first-${index}`, loaders, locale)),
      ...parts.map((part) => load(part, rest[part], locale)),
    ]);
    return Object.assign({}, ...catalogues) as Catalogue;
  }

  function publish(next: ShownCatalogue): void {
    shown = next;
    for (const listener of listeners) listener();
    for (const waiter of waiters.splice(0)) {
      if (satisfies(shown, waiter.parts)) waiter.resolve();
      else waiters.push(waiter);
    }
  }

  // In the order the parts were declared, so the same set always merges the same way.
  const wantedList = () => names.filter((name) => wantedParts.has(name));

  async function refresh(): Promise<void> {
    const locale = wantedLocale;
    const parts = wantedList();
    if (!locale || satisfies(shown, parts)) return;
    const messages = await catalogueOf(locale, parts);
    // What is wanted may have changed while this loaded: the latest wish wins.
    if (locale !== wantedLocale || parts.length !== wantedParts.size) return refresh();
    if (!satisfies(shown, parts)) publish({ locale, parts, messages });
  }

  const until = (parts: readonly string[]): Promise<void> =>
    satisfies(shown, parts)
      ? Promise.resolve()
      : new Promise((resolve) => {
          waiters.push({ parts, resolve });
        });

  function showParts(parts: readonly Name[]): Promise<void> {
    for (const part of parts) wantedParts.add(part);
    void refresh();
    return until(parts);
  }

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
      return until([]);
    },
    /** A route that shows these features' texts waits on this before it renders. */
    showParts,
    /** A route that may show any feature's texts waits on this before it renders. */
    showAll: (): Promise<void> => showParts(names),
  };
}

/** What the document's intl provider needs of a store. */
export type CatalogueStore = Pick<
  ReturnType<typeof createCatalogueStore>,
  'subscribe' | 'getSnapshot' | 'show'
>;
