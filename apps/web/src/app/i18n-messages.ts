import { achFilesMessageLoaders } from '@web/features/ach-files';
import { authMessageLoaders } from '@web/features/auth';
import { bankAccountsMessageLoaders } from '@web/features/bank-accounts';
import { companiesMessageLoaders } from '@web/features/companies';
import { employeesMessageLoaders } from '@web/features/employees';
import { paycheckMessageLoaders } from '@web/features/paycheck';
import { payGroupsMessageLoaders } from '@web/features/pay-groups';
import { payStubsMessageLoaders } from '@web/features/pay-stubs';
import { payrollMessageLoaders } from '@web/features/payroll';
import { siteMessageLoaders } from '@web/features/site';
import {
  sharedCatalogueLoaders,
  type Catalogue,
  type CatalogueLoaders,
} from '../shared/i18n/catalogue-loaders';
import { locales, type Locale } from '../shared/i18n/locale';

// Each feature keeps its own catalogue per language (features/<name>/locales/<lang>.json);
// a new feature adds its loaders to this list.
const catalogueLoaders: CatalogueLoaders[] = [
  sharedCatalogueLoaders,
  authMessageLoaders,
  siteMessageLoaders,
  companiesMessageLoaders,
  paycheckMessageLoaders,
  payGroupsMessageLoaders,
  employeesMessageLoaders,
  bankAccountsMessageLoaders,
  payrollMessageLoaders,
  payStubsMessageLoaders,
  achFilesMessageLoaders,
];

const loading = new Map<Locale, Promise<Catalogue>>();

/** Every catalogue of one language merged into one; fetched once, then kept for the session. */
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
