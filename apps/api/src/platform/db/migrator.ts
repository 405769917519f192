import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import * as foundation from './migrations/0001-foundation';
import * as auth from './migrations/0002-auth';
import * as contactMessages from './migrations/0003-contact-messages';
import * as payGroups from './migrations/0004-pay-groups';
import * as employees from './migrations/0005-employees';
import * as bankAccounts from './migrations/0006-bank-accounts';
import * as payroll from './migrations/0007-payroll';
import * as dashboardCounts from './migrations/0008-dashboard-counts';
import * as payStubVoids from './migrations/0009-pay-stub-voids';
import * as achFiles from './migrations/0010-ach-files';
import * as oneEditDraft from './migrations/0011-one-edit-draft';
import * as employeeStatusCounts from './migrations/0012-employee-status-counts';
import * as achEntryStubs from './migrations/0013-ach-entry-stubs';
import * as onboardingAuthors from './migrations/0014-onboarding-authors';
import * as localTaxes from './migrations/0015-local-taxes';
import * as taxDeposits from './migrations/0016-tax-deposits';
import * as taxFilingRecords from './migrations/0017-tax-filing-records';
import * as recurringDeductions from './migrations/0018-recurring-deductions';
import * as timeOff from './migrations/0019-time-off';
import * as w2Publications from './migrations/0020-w2-publications';
import * as w2PublishedBoxes from './migrations/0021-w2-published-boxes';
import * as contractors from './migrations/0022-contractors';
import * as contractorPayments from './migrations/0023-contractor-payments';
import * as companyStateTaxIds from './migrations/0024-company-state-tax-ids';
import * as jobs from './migrations/0025-jobs';

// Migrations are listed in code (not read from a folder) so the bundled server carries them.
const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-auth': auth,
  '0003-contact-messages': contactMessages,
  '0004-pay-groups': payGroups,
  '0005-employees': employees,
  '0006-bank-accounts': bankAccounts,
  '0007-payroll': payroll,
  '0008-dashboard-counts': dashboardCounts,
  '0009-pay-stub-voids': payStubVoids,
  '0010-ach-files': achFiles,
  '0011-one-edit-draft': oneEditDraft,
  '0012-employee-status-counts': employeeStatusCounts,
  '0013-ach-entry-stubs': achEntryStubs,
  '0014-onboarding-authors': onboardingAuthors,
  '0015-local-taxes': localTaxes,
  '0016-tax-deposits': taxDeposits,
  '0017-tax-filing-records': taxFilingRecords,
  '0018-recurring-deductions': recurringDeductions,
  '0019-time-off': timeOff,
  '0020-w2-publications': w2Publications,
  '0021-w2-published-boxes': w2PublishedBoxes,
  '0022-contractors': contractors,
  '0023-contractor-payments': contractorPayments,
  '0024-company-state-tax-ids': companyStateTaxIds,
  '0025-jobs': jobs,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export const latestMigration = Object.keys(migrations).sort().at(-1) ?? 'none';

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function currentMigration(db: Db): Promise<string> {
  const migrator = new Migrator({ db, provider });
  const applied = (await migrator.getMigrations()).filter((m) => m.executedAt !== undefined);
  return applied.at(-1)?.name ?? 'none';
}
