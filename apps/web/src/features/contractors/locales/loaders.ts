import type { CatalogueLoaders } from '@web/shared/i18n/catalogue-loaders';

/** The contractors feature's texts, one language at a time (the app merges them with the others). */
export const contractorsMessageLoaders: CatalogueLoaders = {
  en: async () => (await import('./en.json')).default,
  fr: async () => (await import('./fr.json')).default,
  ro: async () => (await import('./ro.json')).default,
  zh: async () => (await import('./zh.json')).default,
};
