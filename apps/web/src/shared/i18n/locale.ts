/** The interface languages; the catalogues and the settings are keyed by them. */
export const locales = ['en', 'fr', 'ro', 'zh'] as const;
export type Locale = (typeof locales)[number];
