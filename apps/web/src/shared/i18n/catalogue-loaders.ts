import type { Locale } from './locale';

export type Catalogue = Record<string, string>;

/**
 * One catalogue of one language, fetched on demand: each language is its own chunk, so a page
 * downloads only the texts of the language it shows.
 */
export type CatalogueLoaders = Record<Locale, () => Promise<Catalogue>>;

export const sharedCatalogueLoaders: CatalogueLoaders = {
  en: async () => (await import('./locales/en.json')).default,
  fr: async () => (await import('./locales/fr.json')).default,
  ro: async () => (await import('./locales/ro.json')).default,
  zh: async () => (await import('./locales/zh.json')).default,
};
