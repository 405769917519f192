import type { CatalogueLoaders } from '@web/shared/i18n/catalogue-loaders';

/**
 * The tax forms' texts (the W-4 and the state certificates), one language at a time: the paycheck
 * calculator and the employee forms show the same fields, so they share one catalogue, loaded
 * with the signed-in pages rather than with the sign-in page.
 */
export const taxFormMessageLoaders: CatalogueLoaders = {
  en: async () => (await import('./en.json')).default,
  fr: async () => (await import('./fr.json')).default,
  ro: async () => (await import('./ro.json')).default,
  zh: async () => (await import('./zh.json')).default,
};
