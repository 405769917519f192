import type { CatalogueLoaders } from '@web/shared/i18n/catalogue-loaders';

/** The employees feature's texts, one language at a time (the app merges them with the others). */
export const employeesMessageLoaders: CatalogueLoaders = {
  en: async () => (await import('./en.json')).default,
  fr: async () => (await import('./fr.json')).default,
  ro: async () => (await import('./ro.json')).default,
  zh: async () => (await import('./zh.json')).default,
};

/**
 * The texts the employee dashboard shows (its status chip, the onboarding checklist and the
 * employment summary), apart from the rest of the employees feature's texts: the dashboard
 * downloads only these (dashboard/locales).
 */
export const employeesDashboardMessageLoaders: CatalogueLoaders = {
  en: async () => (await import('../dashboard/locales/en.json')).default,
  fr: async () => (await import('../dashboard/locales/fr.json')).default,
  ro: async () => (await import('../dashboard/locales/ro.json')).default,
  zh: async () => (await import('../dashboard/locales/zh.json')).default,
};
