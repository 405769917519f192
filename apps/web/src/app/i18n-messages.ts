import { authMessages } from '../features/auth/locales';
import { companiesMessages } from '../features/companies/locales';
import { paycheckMessages } from '../features/paycheck/locales';
import { siteMessages } from '../features/site/locales';
import { catalogues, locales, type Locale } from '../shared/i18n/catalogues';

type Catalogue = Record<string, string>;

// Each feature keeps its own catalogue per language (features/<name>/locales/<lang>.json);
// a new feature adds its catalogue to this list.
const featureCatalogues: Record<Locale, Catalogue>[] = [
  authMessages,
  siteMessages,
  companiesMessages,
  paycheckMessages,
];

export const messages = Object.fromEntries(
  locales.map((locale) => [
    locale,
    Object.assign({}, catalogues[locale], ...featureCatalogues.map((feature) => feature[locale])),
  ]),
) as Record<Locale, Catalogue>;

export const allCatalogues: Record<Locale, Catalogue>[] = [catalogues, ...featureCatalogues];
