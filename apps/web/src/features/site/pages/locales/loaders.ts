import type { CatalogueLoaders } from '@web/shared/i18n/catalogue-loaders';

/**
 * The texts of the site's own pages (landing, contact, FAQs, privacy policy, coming soon), apart
 * from the site's first-page texts (the error screens): every other page downloads none of them.
 */
export const sitePagesMessageLoaders: CatalogueLoaders = {
  en: async () => (await import('./en.json')).default,
  fr: async () => (await import('./fr.json')).default,
  ro: async () => (await import('./ro.json')).default,
  zh: async () => (await import('./zh.json')).default,
};
