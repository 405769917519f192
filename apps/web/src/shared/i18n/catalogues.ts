import en from './locales/en.json';
import fr from './locales/fr.json';
import ro from './locales/ro.json';
import zh from './locales/zh.json';

export { locales, type Locale } from './locale';
import type { Locale } from './locale';

export type MessageId = keyof typeof en;

/**
 * Every language of the shared catalogue at once, for tests that compare them. The app loads one
 * language at a time through `sharedCatalogueLoaders`; nothing it ships imports this module.
 */
export const catalogues: Record<Locale, Record<MessageId, string>> = { en, fr, ro, zh };
