import { authMessages } from '../features/auth/locales';
import { catalogues, locales, type Locale } from '../shared/i18n/catalogues';

type Catalogue = Record<string, string>;

// Each feature keeps its own catalogue per language (features/<name>/locales/<lang>.json);
// a new feature adds its catalogue to this list.
const featureCatalogues: Record<Locale, Catalogue>[] = [authMessages];

export const messages = Object.fromEntries(
  locales.map((locale) => [
    locale,
    Object.assign({}, catalogues[locale], ...featureCatalogues.map((feature) => feature[locale])),
  ]),
) as Record<Locale, Catalogue>;

export const allCatalogues: Record<Locale, Catalogue>[] = [catalogues, ...featureCatalogues];
