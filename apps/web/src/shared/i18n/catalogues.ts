import en from './locales/en.json';
import fr from './locales/fr.json';
import ro from './locales/ro.json';
import zh from './locales/zh.json';

export const locales = ['en', 'fr', 'ro', 'zh'] as const;
export type Locale = (typeof locales)[number];

export type MessageId = keyof typeof en;

export const catalogues: Record<Locale, Record<MessageId, string>> = { en, fr, ro, zh };
