import { achFilesMessageLoaders } from '@web/features/ach-files';
import { authMessageLoaders } from '@web/features/auth';
import { bankAccountsMessageLoaders } from '@web/features/bank-accounts';
import { companiesMessageLoaders } from '@web/features/companies';
import { contractorsMessageLoaders } from '@web/features/contractors';
import { deductionsMessageLoaders } from '@web/features/deductions';
import { employeesDashboardMessageLoaders, employeesMessageLoaders } from '@web/features/employees';
import { localTaxesMessageLoaders } from '@web/features/local-taxes';
import { paycheckMessageLoaders } from '@web/features/paycheck';
import { payGroupsMessageLoaders } from '@web/features/pay-groups';
import { payStubsDashboardMessageLoaders, payStubsMessageLoaders } from '@web/features/pay-stubs';
import { payrollMessageLoaders } from '@web/features/payroll';
import { siteMessageLoaders, sitePagesMessageLoaders } from '@web/features/site';
import { taxFilingsMessageLoaders } from '@web/features/tax-filings';
import { timeOffDashboardMessageLoaders, timeOffMessageLoaders } from '@web/features/time-off';
import { yearEndDashboardMessageLoaders, yearEndMessageLoaders } from '@web/features/year-end';
import {
  sharedCatalogueLoaders,
  type Catalogue,
  type CatalogueLoaders,
} from '../shared/i18n/catalogue-loaders';
import { taxFormMessageLoaders } from '../shared/forms/tax/locales/loaders';
import { createCatalogueStore } from '../shared/i18n/catalogue-store';
import { locales, type Locale } from '../shared/i18n/locale';

// Each feature keeps its own catalogue per language (features/<name>/locales/<lang>.json).
// The sign-in screens and the error screens need only these:
const firstPageLoaders: CatalogueLoaders[] = [
  sharedCatalogueLoaders,
  authMessageLoaders,
  siteMessageLoaders,
];

// The signed-in areas' catalogues, by feature (and the tax forms', which the paycheck calculator
// and the employee forms share), the site's own public pages' texts and the texts the employee
// dashboard shows (apart from the rest of their features'); a new feature adds its loaders here.
const signedInLoaders = {
  sitePages: sitePagesMessageLoaders,
  companies: companiesMessageLoaders,
  taxForms: taxFormMessageLoaders,
  paycheck: paycheckMessageLoaders,
  payGroups: payGroupsMessageLoaders,
  localTaxes: localTaxesMessageLoaders,
  employees: employeesMessageLoaders,
  employeesDashboard: employeesDashboardMessageLoaders,
  bankAccounts: bankAccountsMessageLoaders,
  payroll: payrollMessageLoaders,
  payStubs: payStubsMessageLoaders,
  payStubsDashboard: payStubsDashboardMessageLoaders,
  achFiles: achFilesMessageLoaders,
  taxFilings: taxFilingsMessageLoaders,
  timeOff: timeOffMessageLoaders,
  timeOffDashboard: timeOffDashboardMessageLoaders,
  yearEnd: yearEndMessageLoaders,
  yearEndDashboard: yearEndDashboardMessageLoaders,
  deductions: deductionsMessageLoaders,
  contractors: contractorsMessageLoaders,
} satisfies Record<string, CatalogueLoaders>;

/** A signed-in feature's catalogue, by the prefix of its message ids. */
export type FeatureCatalogue = keyof typeof signedInLoaders;

const catalogueLoaders = [...firstPageLoaders, ...Object.values(signedInLoaders)];

/** The messages on screen, for the whole document (see AppIntlProvider). */
export const catalogueStore = createCatalogueStore(firstPageLoaders, signedInLoaders);

/** A route that shows these features' texts (besides the first pages') awaits this. */
export const showMessages = (parts: readonly FeatureCatalogue[]): Promise<void> =>
  catalogueStore.showParts(parts);

/** A route that may show any feature's texts awaits this before it renders. */
export const showAllMessages = (): Promise<void> => catalogueStore.showAll();

const loading = new Map<Locale, Promise<Catalogue>>();

/** Every catalogue of one language merged into one (the tests compare them); fetched once. */
export function loadMessages(locale: Locale): Promise<Catalogue> {
  let merged = loading.get(locale);
  if (!merged) {
    merged = Promise.all(catalogueLoaders.map((loaders) => loaders[locale]())).then((parts) =>
      Object.assign({}, ...parts),
    );
    loading.set(locale, merged);
  }
  return merged;
}

/** Each catalogue in every language, apart, so tests can compare them. */
export async function loadAllCatalogues(): Promise<Record<Locale, Catalogue>[]> {
  return Promise.all(
    catalogueLoaders.map(async (loaders) => {
      const entries = await Promise.all(
        locales.map(async (locale) => [locale, await loaders[locale]()] as const),
      );
      return Object.fromEntries(entries) as Record<Locale, Catalogue>;
    }),
  );
}
