import { describe, expect, it } from 'vitest';
import type { Db } from '@paydesk/api/platform/db/database';
import { removeAccount } from './account-changes';
import type { BankAccountRow } from './bank-account-repository';
import type { PayrollFunding } from './payroll-funding';

const fundingRow: BankAccountRow = {
  id: 'acct-1',
  company_id: 'co-1',
  employee_id: null,
  contractor_id: null,
  bank_name: 'First Bank',
  account_type: 'checking',
  routing_number: '021000021',
  account_number_encrypted: 'v1.sealed',
  account_number_last4: '6789',
  split_kind: null,
  split_amount_cents: null,
  split_basis_points: null,
  status: 'active',
  usable_from: '2026-11-24',
  added_by_self: 0,
  created_by_user_id: null,
  created_at: '2026-11-24T12:00:00.000Z',
  removed_at: null,
  removed_by_user_id: null,
};

/** A database that fails the test if anything is written or read: the refusal comes first. */
const untouchable = new Proxy({} as Db, {
  get: (_target, property) => {
    throw new Error(`the database was used (${String(property)})`);
  },
});

/** A payroll feature that says the company has an approved payroll not yet in an ACH file. */
const approvedPayrollWaiting = (asked: string[]): PayrollFunding => ({
  hasApprovedPayrollAwaitingAch: async (_db, companyId) => {
    asked.push(companyId);
    return true;
  },
});

describe('deleting a funding account', () => {
  it('is refused while an approved payroll still has to debit it, and changes nothing', async () => {
    const asked: string[] = [];
    await expect(
      removeAccount(untouchable, approvedPayrollWaiting(asked), {
        holder: { companyId: 'co-1', employeeId: null },
        row: fundingRow,
        actorUserId: 'user-1',
        now: '2026-11-24T12:00:00.000Z',
      }),
    ).rejects.toMatchObject({ code: 'bank_account.funding_required' });
    expect(asked).toEqual(['co-1']);
  });

  it('asks nothing of payroll for a replaced (inactive) funding account', async () => {
    const asked: string[] = [];
    // The inactive one pays no payroll, so the refusal does not apply and the database is used.
    await expect(
      removeAccount(untouchable, approvedPayrollWaiting(asked), {
        holder: { companyId: 'co-1', employeeId: null },
        row: { ...fundingRow, status: 'inactive' },
        actorUserId: 'user-1',
        now: '2026-11-24T12:00:00.000Z',
      }),
    ).rejects.toThrow('the database was used');
    expect(asked).toEqual([]);
  });
});
