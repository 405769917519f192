import type { Db } from '@paydesk/api/platform/db/database';

/** A contractor as a payment run needs them (the contractors feature's payee, read in part). */
export type PayablePayee = {
  id: string;
  companyId: string;
  type: 'individual' | 'business';
  displayName: string;
  status: string;
  paymentMethod: 'direct_deposit' | 'check';
  backupWithholding: boolean;
  /** The account a direct deposit goes to on the pay date (active, past its hold), or null. */
  depositAccount: { id: string } | null;
};

/**
 * What contractor payments ask of contractors (the contractors feature's `contractorDirectory`,
 * wired in features/services.ts): the company's contractors among some ids, each with the
 * account usable on a day (another company's are left out), and the one opener of a whole TIN,
 * for the payer's copy of the 1099-NEC. Each call joins the caller's transaction through `db`.
 */
export type ContractorRecords = {
  payees: (
    db: Db,
    companyId: string,
    ids: readonly string[],
    day: string,
  ) => Promise<PayablePayee[]>;
  openTin: (
    db: Db,
    key: Buffer,
    companyId: string,
    contractorId: string,
  ) => Promise<{ formatted: string } | null>;
};

export type ContractorPaymentPorts = { contractors: ContractorRecords };

/** Until the features are wired, no contractor is known (for tests). */
export const noContractorRecords: ContractorRecords = {
  payees: async () => [],
  openTin: async () => null,
};
