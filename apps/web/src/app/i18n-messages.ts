import { authMessages } from '@web/features/auth';
import { companiesMessages } from '@web/features/companies';
import { employeesMessages } from '@web/features/employees';
import { paycheckMessages } from '@web/features/paycheck';
import { payGroupsMessages } from '@web/features/pay-groups';
import { payrollMessages } from '@web/features/payroll';
import { siteMessages } from '@web/features/site';
import { catalogues, locales, type Locale } from '../shared/i18n/catalogues';

type Catalogue = Record<string, string>;

// Each feature keeps its own catalogue per language (features/<name>/locales/<lang>.json);
// a new feature adds its catalogue to this list.
const featureCatalogues: Record<Locale, Catalogue>[] = [
  authMessages,
  siteMessages,
  companiesMessages,
  paycheckMessages,
  payGroupsMessages,
  employeesMessages,
  payrollMessages,
];

export const messages = Object.fromEntries(
  locales.map((locale) => [
    locale,
    Object.assign({}, catalogues[locale], ...featureCatalogues.map((feature) => feature[locale])),
  ]),
) as Record<Locale, Catalogue>;

export const allCatalogues: Record<Locale, Catalogue>[] = [catalogues, ...featureCatalogues];
