import type { CatalogueLoaders } from '@web/shared/i18n/catalogue-loaders';

/** The year-end feature's texts, one language at a time (the app merges them with the others). */
export const yearEndMessageLoaders: CatalogueLoaders = {
  en: async () => (await import('./en.json')).default,
  fr: async () => (await import('./fr.json')).default,
  ro: async () => (await import('./ro.json')).default,
  zh: async () => (await import('./zh.json')).default,
};

/**
 * The texts the employee dashboard shows (the tax documents card), apart from the rest of
 * the year-end feature's texts: the dashboard downloads only these (dashboard/locales).
 */
export const yearEndDashboardMessageLoaders: CatalogueLoaders = {
  en: async () => (await import('../dashboard/locales/en.json')).default,
  fr: async () => (await import('../dashboard/locales/fr.json')).default,
  ro: async () => (await import('../dashboard/locales/ro.json')).default,
  zh: async () => (await import('../dashboard/locales/zh.json')).default,
};
