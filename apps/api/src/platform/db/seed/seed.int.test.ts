import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { decryptSecret } from '@paydesk/api/platform/crypto';
import { seedDemoDataIfEmpty } from './seed';

describe(`demo data on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ seed: true });
  });
  afterAll(async () => harness.close());

  it('holds the fixed sign-ins with their roles', async () => {
    const { db } = harness.context.database;
    const rows = await db
      .selectFrom('users')
      .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
      .select(['users.email', 'user_roles.role'])
      .execute();
    const rolesOf = (email: string) =>
      rows
        .filter((r) => r.email === email)
        .map((r) => r.role)
        .filter(Boolean)
        .sort();
    expect(rolesOf('admin@paydesk.test')).toEqual(['platform:admin']);
    expect(rolesOf('owner@paydesk.test')).toEqual(['company:company-info', 'myself:employee-info']);
    expect(rolesOf('employee@paydesk.test')).toEqual(['myself:employee-info']);
    expect(rolesOf('contractor@paydesk.test')).toEqual(['myself:contractor-info']);
    expect(rolesOf('norole@paydesk.test')).toEqual([]);
  });

  it('pays the demo contractor of Lakeside by direct deposit, their SSN sealed', async () => {
    const { db } = harness.context.database;
    const user = await db
      .selectFrom('users')
      .select(['id', 'contractor_id', 'employee_id'])
      .where('email', '=', 'contractor@paydesk.test')
      .executeTakeFirstOrThrow();
    expect(user.employee_id).toBeNull();
    const contractor = await db
      .selectFrom('contractors')
      .innerJoin('companies', 'companies.id', 'contractors.company_id')
      .select([
        'contractors.id',
        'contractors.user_id',
        'contractors.tin_encrypted',
        'contractors.tin_last4',
        'contractors.payment_method',
        'contractors.backup_withholding',
        'companies.name',
      ])
      .where('contractors.id', '=', user.contractor_id ?? '')
      .executeTakeFirstOrThrow();
    expect(contractor).toMatchObject({
      user_id: user.id,
      name: 'Lakeside Bakery LLC',
      payment_method: 'direct_deposit',
      backup_withholding: 0,
    });
    const ssn = decryptSecret(harness.context.config.encryptionKey, contractor.tin_encrypted ?? '');
    expect(ssn).toMatch(/^\d{9}$/);
    expect(ssn.slice(-4)).toBe(contractor.tin_last4);
    expect(contractor.tin_encrypted).not.toContain(ssn);
    const accounts = await db
      .selectFrom('bank_accounts')
      .select(['status', 'employee_id', 'split_kind'])
      .where('contractor_id', '=', contractor.id)
      .execute();
    expect(accounts).toEqual([{ status: 'active', employee_id: null, split_kind: null }]);
  });

  it('pays every onboarded employee into one sealed account; the active companies have a funding account', async () => {
    const { db } = harness.context.database;
    const key = harness.context.config.encryptionKey;
    const accounts = await db.selectFrom('bank_accounts').selectAll().execute();
    const employees = await db
      .selectFrom('employees')
      .select(['id', 'employee_will_inform_bank_account'])
      .execute();
    for (const employee of employees) {
      const own = accounts.filter((account) => account.employee_id === employee.id);
      // The demo employee mid-onboarding adds their account themself.
      if (employee.employee_will_inform_bank_account === 1) {
        expect(own).toHaveLength(0);
        continue;
      }
      expect(own).toHaveLength(1);
      expect(own[0]).toMatchObject({ split_kind: 'remainder', status: 'active', added_by_self: 0 });
    }
    expect(employees.filter((e) => e.employee_will_inform_bank_account === 1)).toHaveLength(1);
    const companies = await db.selectFrom('companies').select(['id', 'status']).execute();
    for (const company of companies) {
      const funding = accounts.filter(
        (account) =>
          account.company_id === company.id &&
          account.employee_id === null &&
          account.contractor_id === null,
      );
      expect(funding).toHaveLength(company.status === 'active' ? 1 : 0);
    }
    for (const account of accounts) {
      const number = decryptSecret(key, account.account_number_encrypted);
      expect(number.slice(-4)).toBe(account.account_number_last4);
      expect(account.account_number_encrypted).not.toContain(number);
    }
  });

  it('holds two active companies and one onboarding, each with an owner and 8-15 employees', async () => {
    const { db } = harness.context.database;
    const companies = await db.selectFrom('companies').selectAll().execute();
    expect(companies.map((c) => c.status).sort()).toEqual(['active', 'active', 'onboarding']);
    for (const company of companies) {
      const employees = await db
        .selectFrom('employees')
        .select('id')
        .where('company_id', '=', company.id)
        .execute();
      expect(employees.length).toBeGreaterThanOrEqual(9);
      expect(employees.length).toBeLessThanOrEqual(16);
      const owners = await db
        .selectFrom('company_owners')
        .selectAll()
        .where('company_id', '=', company.id)
        .execute();
      expect(owners.length).toBeGreaterThan(0);
    }
  });

  it('keeps social security numbers encrypted', async () => {
    const { db } = harness.context.database;
    const employee = await db
      .selectFrom('employees')
      .selectAll()
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(employee.legal_id_encrypted).toMatch(/^v1\./);
    expect(employee.legal_id_encrypted).not.toContain(employee.legal_id_last4 ?? 'none');
  });

  it('does not seed a database that already holds data', async () => {
    const seeded = await seedDemoDataIfEmpty(
      harness.context.database.db,
      harness.clock,
      harness.context.config,
    );
    expect(seeded).toBe(false);
    const { db } = harness.context.database;
    const admins = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@paydesk.test')
      .execute();
    expect(admins).toHaveLength(1);
  });
});
