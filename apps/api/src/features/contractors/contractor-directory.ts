import type {
  BackupWithholdingReason,
  ContractorAddress,
  ContractorStatus,
  ContractorType,
  PaymentMethod,
  TinType,
} from '@paydesk/contracts';
import {
  contractorDepositAccounts,
  type ContractorDepositAccount,
} from '@paydesk/api/features/bank-accounts';
import { decryptSecret } from '@paydesk/api/platform/crypto';
import type { Db } from '@paydesk/api/platform/db/database';
import { addressOf, tinAnswerOf } from './contractor-answer';
import {
  findCompanyContractors,
  findContractor,
  listAllCompanyContractors,
  type ContractorRow,
} from './contractor-repository';

/** A contractor as their payments and 1099s need them: the TIN only masked. */
export type ContractorPayee = {
  id: string;
  companyId: string;
  type: ContractorType;
  firstName: string | null;
  lastName: string | null;
  businessName: string | null;
  displayName: string;
  email: string;
  address: ContractorAddress;
  status: ContractorStatus;
  paymentMethod: PaymentMethod;
  /** 24% backup withholding applies to their payments. */
  backupWithholding: boolean;
  backupWithholdingReason: BackupWithholdingReason | null;
  tinType: TinType | null;
  /** `***-**-1234` or `**-***1234`; null while no TIN is on file. */
  tinMasked: string | null;
  tinMissing: boolean;
  /** The account a direct deposit goes to on the day asked (active, past its hold), or null. */
  depositAccount: ContractorDepositAccount | null;
};

function payeeOf(
  row: ContractorRow,
  account: ContractorDepositAccount | undefined,
): ContractorPayee {
  return {
    id: row.id,
    companyId: row.company_id,
    type: row.type as ContractorType,
    firstName: row.first_name,
    lastName: row.last_name,
    businessName: row.business_name,
    displayName: row.display_name,
    email: row.email,
    address: addressOf(row),
    status: row.status as ContractorStatus,
    paymentMethod: row.payment_method as PaymentMethod,
    backupWithholding: row.backup_withholding === 1,
    backupWithholdingReason: row.backup_withholding_reason as BackupWithholdingReason | null,
    ...tinAnswerOf(row),
    depositAccount: account ?? null,
  };
}

async function withAccounts(db: Db, rows: ContractorRow[], day: string) {
  const accounts = await contractorDepositAccounts.usableOn(
    db,
    rows.map((row) => row.id),
    day,
  );
  return rows.map((row) => payeeOf(row, accounts.get(row.id)));
}

/** A TIN opened for a form that must carry it whole (the payer's 1099 copy, an IRS file). */
export type OpenedTin = { tinType: TinType; digits: string; formatted: string };

/**
 * What other features may read of contractors (their payments, their 1099s). Every function
 * takes the caller's database handle, so it joins the caller's transaction; the contractors table
 * is written nowhere else. Ids of another company's contractors are left out, never answered.
 */
export const contractorDirectory = {
  /** The company's contractors among `ids`, by name, with the deposit account usable on `day`. */
  async payees(
    db: Db,
    companyId: string,
    ids: readonly string[],
    day: string,
  ): Promise<ContractorPayee[]> {
    return withAccounts(db, await findCompanyContractors(db, companyId, ids), day);
  },

  /** Every contractor of the company (active or not), by name, with their account on `day`. */
  async companyPayees(db: Db, companyId: string, day: string): Promise<ContractorPayee[]> {
    return withAccounts(db, await listAllCompanyContractors(db, companyId), day);
  },

  /**
   * The whole TIN of one of the company's contractors, or null when none is on file. Only for
   * what must print it (the payer's copy of the 1099-NEC, an IRS file): never an answer or a log.
   */
  async openTin(
    db: Db,
    key: Buffer,
    companyId: string,
    contractorId: string,
  ): Promise<OpenedTin | null> {
    const row = await findContractor(db, contractorId);
    if (!row || row.company_id !== companyId || !row.tin_encrypted || !row.tin_type) return null;
    const digits = decryptSecret(key, row.tin_encrypted).replace(/\D/g, '');
    const tinType = row.tin_type as TinType;
    const formatted =
      tinType === 'ssn'
        ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`
        : `${digits.slice(0, 2)}-${digits.slice(2)}`;
    return { tinType, digits, formatted };
  },
};
