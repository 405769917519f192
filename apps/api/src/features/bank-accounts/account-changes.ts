import { addBusinessDays } from '@paydesk/engine/calendar';
import type { BankAccountFields } from '@paydesk/contracts';
import { companyStatusService } from '@paydesk/api/features/companies';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import { encryptSecret } from '@paydesk/api/platform/crypto';
import type { Db } from '@paydesk/api/platform/db/database';
import { conflict, notFound } from '@paydesk/api/platform/errors/app-error';
import { newId } from '@paydesk/api/platform/ids';
import type { Mail } from '@paydesk/api/platform/mail/mailer';
import {
  deactivateHolderAccounts,
  findContractorContact,
  findEmployeeContact,
  holderKindOf,
  insertBankAccount,
  listHolderAccounts,
  markRemoved,
  type BankAccountRow,
  type Holder,
} from './bank-account-repository';
import { depositChangeMails } from './deposit-change-mail';
import { fundingAccountCheck } from './funding-accounts';
import type { PayrollFunding } from './payroll-funding';
import {
  checkContractorSplit,
  checkEmployeeSplit,
  checkFundingSplit,
  checkRemoval,
  storedSplitOf,
  type StoredSplit,
} from './split-rules';

export type NewAccount = Holder & {
  actorUserId: string | null;
  /** Added by the employee or contractor themself: held for `BANK_ACCOUNT_HOLD_DAYS` business days. */
  addedBySelf: boolean;
  account: BankAccountFields;
  now: string;
};

/** A change written, and the mails that tell its holder (sent by the caller, after or inside its transaction). */
export type WrittenChange = { row: BankAccountRow; mails: Mail[] };

async function holderEmails(db: Db, holder: Holder): Promise<string[]> {
  if (holder.employeeId !== null) {
    const employee = await findEmployeeContact(db, holder.companyId, holder.employeeId);
    return employee ? [employee.email] : [];
  }
  if (holder.contractorId) {
    const contractor = await findContractorContact(db, holder.companyId, holder.contractorId);
    return contractor ? [contractor.email] : [];
  }
  return companyStatusService.ownerEmails(db, holder.companyId);
}

/**
 * The split of a new account, after its holder's rules: a funding account or a contractor's
 * replaces the active one (answered as `replaced`), an employee's joins their split.
 */
async function splitForHolder(
  db: Db,
  holder: Holder,
  account: BankAccountFields,
): Promise<{ split: StoredSplit; replaced: BankAccountRow[] }> {
  const none: StoredSplit = {
    split_kind: null,
    split_amount_cents: null,
    split_basis_points: null,
  };
  const kind = holderKindOf(holder);
  if (kind === 'employee') {
    const employee = await findEmployeeContact(db, holder.companyId, holder.employeeId ?? '');
    if (!employee) throw notFound('employee.not_found', 'The employee');
    const split = storedSplitOf(account);
    checkEmployeeSplit(await listHolderAccounts(db, holder), split);
    return { split, replaced: [] };
  }
  if (kind === 'contractor') {
    const contractor = await findContractorContact(db, holder.companyId, holder.contractorId ?? '');
    if (!contractor) throw notFound('contractor.not_found', 'The contractor');
    checkContractorSplit(account);
  } else {
    checkFundingSplit(account);
  }
  const replaced = (await listHolderAccounts(db, holder)).filter((row) => row.status === 'active');
  await deactivateHolderAccounts(db, holder);
  return { split: none, replaced };
}

/**
 * Writes a new account inside the caller's transaction: the split rules, the sealed number, the
 * hold of an account the employee added themself, the replaced funding account, the company's
 * activation, the audit event (never the number) and the mails to its holder.
 */
export async function addAccount(
  db: Db,
  context: AppContext,
  input: NewAccount,
): Promise<WrittenChange> {
  const holder: Holder = {
    companyId: input.companyId,
    employeeId: input.employeeId,
    contractorId: input.contractorId ?? null,
  };
  const kind = holderKindOf(holder);
  const today = input.now.slice(0, 10);
  const { split, replaced } = await splitForHolder(db, holder, input.account);
  const held = input.addedBySelf && kind !== 'company';
  const usableFrom = held ? addBusinessDays(today, context.config.bankAccountHoldDays) : today;
  const accountNumber = input.account.accountNumber;
  const row: BankAccountRow = {
    id: newId(),
    company_id: holder.companyId,
    employee_id: holder.employeeId,
    contractor_id: holder.contractorId ?? null,
    bank_name: input.account.bankName,
    account_type: input.account.accountType,
    routing_number: input.account.routingNumber,
    account_number_encrypted: encryptSecret(context.config.encryptionKey, accountNumber),
    account_number_last4: accountNumber.slice(-4),
    ...split,
    status: 'active',
    usable_from: usableFrom,
    added_by_self: held ? 1 : 0,
    created_by_user_id: input.actorUserId,
    created_at: input.now,
    removed_at: null,
    removed_by_user_id: null,
  };
  await insertBankAccount(db, row);
  await writeAuditEvent(db, input.now, {
    actorUserId: input.actorUserId,
    action: 'bank-account.created',
    entityType: 'bank_account',
    entityId: row.id,
    companyId: holder.companyId,
    details: {
      holder: kind,
      employeeId: holder.employeeId,
      ...(holder.contractorId ? { contractorId: holder.contractorId } : {}),
      last4: row.account_number_last4,
      split: row.split_kind,
      usableFrom,
      replaced: replaced.map((old) => old.id),
    },
  });
  if (kind === 'company') {
    await companyStatusService.activateWhenReady(db, fundingAccountCheck, {
      companyId: holder.companyId,
      actorUserId: input.actorUserId,
      now: input.now,
    });
  }
  const mails = depositChangeMails(await holderEmails(db, holder), {
    kind: 'added',
    holder: kind === 'company' ? 'company' : 'employee',
    last4: row.account_number_last4,
    bankName: row.bank_name,
    at: input.now,
    usableFrom: usableFrom > today ? usableFrom : null,
    replacedLast4: replaced[0]?.account_number_last4 ?? null,
  });
  return { row, mails };
}

/**
 * Marks an account removed (rows are never deleted) inside the caller's transaction. The company's
 * active funding account stays while an approved payroll still has to debit it.
 */
export async function removeAccount(
  db: Db,
  payrolls: PayrollFunding,
  change: { holder: Holder; row: BankAccountRow; actorUserId: string | null; now: string },
): Promise<WrittenChange> {
  const { holder, row } = change;
  const kind = holderKindOf(holder);
  if (kind === 'company') {
    if (
      row.status === 'active' &&
      (await payrolls.hasApprovedPayrollAwaitingAch(db, holder.companyId))
    ) {
      throw conflict(
        'bank_account.funding_required',
        'The company has an approved payroll that is not in an ACH file yet, and this funding account pays it: add the new funding account instead (it replaces this one), or wait until the payroll’s file is generated.',
      );
    }
  } else if (kind === 'employee') {
    const remaining = (await listHolderAccounts(db, holder)).filter((other) => other.id !== row.id);
    checkRemoval(remaining, row);
  }
  if (!(await markRemoved(db, row.id, change)))
    throw notFound('bank_account.not_found', 'The bank account');
  await writeAuditEvent(db, change.now, {
    actorUserId: change.actorUserId,
    action: 'bank-account.removed',
    entityType: 'bank_account',
    entityId: row.id,
    companyId: holder.companyId,
    details: {
      holder: kind,
      employeeId: holder.employeeId,
      ...(holder.contractorId ? { contractorId: holder.contractorId } : {}),
      last4: row.account_number_last4,
    },
  });
  const mails = depositChangeMails(await holderEmails(db, holder), {
    kind: 'removed',
    holder: kind === 'company' ? 'company' : 'employee',
    last4: row.account_number_last4,
    bankName: row.bank_name,
    at: change.now,
    usableFrom: null,
    replacedLast4: null,
  });
  return { row, mails };
}
