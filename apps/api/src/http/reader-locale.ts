import type { ReaderLanguage } from '@paydesk/contracts';

/**
 * The reader's language and the locale their money and dates are written in: what a document the
 * API writes (the pay stub PDF, the payroll register) speaks.
 */
export type ReaderLocale = { language: ReaderLanguage; locale: string };

const defaultLocales: Record<ReaderLanguage, string> = {
  en: 'en-US',
  fr: 'fr-FR',
  ro: 'ro-RO',
  zh: 'zh-CN',
};

const isLanguage = (value: string): value is ReaderLanguage => value in defaultLocales;

/** A tag Intl knows, else null (`Accept-Language` is the caller's text). */
function canonicalTag(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The first language of `Accept-Language` (by quality, then order) that the product speaks;
 * English otherwise. A regional tag (`fr-CA`) keeps its region for money and dates.
 */
export function readerLocaleOf(acceptLanguage: string | undefined): ReaderLocale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const canonical = canonicalTag(tag);
    if (!canonical) continue;
    const language = canonical.split('-')[0]?.toLowerCase() ?? '';
    if (!isLanguage(language)) continue;
    return { language, locale: canonical.includes('-') ? canonical : defaultLocales[language] };
  }
  return { language: 'en', locale: defaultLocales.en };
}
