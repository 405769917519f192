import { type AchBatch, type AchEntry, type AchFile } from '@paydesk/ach';
import type { AchOriginConfig } from '@paydesk/api/config';
import type { AchAccount } from './ach-ports';
import type { AchPlan } from './ach-plan';
import type { NewAchEntry } from './ach-file-repository';

const LAST_SEQUENCE = 9_999_999;

export type ModelInput = {
  fileId: string;
  plan: AchPlan;
  origin: AchOriginConfig;
  createdAt: string;
  fileIdModifier: string;
  /** The sequence of the highest trace number given before this file (0 for none). */
  previousSequence: number;
  deposits: Map<string, AchAccount>;
  funding: Map<string, AchAccount>;
};

const CREDIT_CODES = { checking: 22, savings: 32 } as const;

/**
 * The NACHA model of a plan and the entries to store: trace numbers follow the last one given
 * (so each is unique across files and a return can name its payment), each batch's credits then
 * its balancing debit (the package's offset, numbered the credits' last + 1).
 */
export function buildAchModel(input: ModelInput): { file: AchFile; entries: NewAchEntry[] } {
  const { origin, plan } = input;
  const odfi8 = origin.odfiRouting.slice(0, 8);
  let sequence = input.previousSequence;
  const nextTrace = (): string => {
    sequence += 1;
    if (sequence > LAST_SEQUENCE) {
      throw new Error(`No ACH trace sequence is left under the ODFI ${odfi8}.`);
    }
    return `${odfi8}${String(sequence).padStart(7, '0')}`;
  };
  const entries: NewAchEntry[] = [];
  const batches: AchBatch[] = [];
  for (const batch of plan.batches) {
    if (batch.credits.length === 0) continue;
    const funding = input.funding.get(batch.companyId);
    if (!funding) throw new Error(`The funding account of company ${batch.companyId} is missing.`);
    const credits: AchEntry[] = batch.credits.map((credit) => {
      const account = input.deposits.get(credit.bankAccountId);
      if (!account) throw new Error(`The deposit account ${credit.bankAccountId} is missing.`);
      const traceNumber = nextTrace();
      entries.push({
        trace_number: traceNumber,
        ach_file_id: input.fileId,
        company_id: batch.companyId,
        payroll_id: credit.payrollId,
        pay_stub_id: credit.payStubId,
        ...(credit.contractorPaymentItemId
          ? { contractor_payment_item_id: credit.contractorPaymentItemId }
          : {}),
        bank_account_id: account.id,
        kind: 'credit',
        amount_cents: credit.amountCents,
      });
      return {
        transactionCode: CREDIT_CODES[account.accountType],
        routingNumber: account.routingNumber,
        accountNumber: account.accountNumber,
        amountCents: credit.amountCents,
        individualId: credit.individualId,
        individualName: credit.individualName,
        traceNumber,
      };
    });
    entries.push({
      trace_number: nextTrace(),
      ach_file_id: input.fileId,
      company_id: batch.companyId,
      payroll_id: null,
      pay_stub_id: null,
      bank_account_id: funding.id,
      kind: 'debit',
      amount_cents: batch.creditTotalCents,
    });
    batches.push({
      companyName: batch.fileCompanyName,
      companyIdentification: batch.companyIdentification,
      standardEntryClass: batch.standardEntryClass,
      // NACHA asks "PAYROLL" of PPD credits that pay wages or similar compensation, which the
      // PPD batch's contractor fees are too; a CCD batch pays businesses' invoices.
      companyEntryDescription: batch.standardEntryClass === 'CCD' ? 'CONTRACTOR' : 'PAYROLL',
      effectiveEntryDate: batch.effectiveEntryDate,
      odfiRouting: origin.odfiRouting,
      serviceClassCode: 200,
      entries: credits,
      offset: {
        routingNumber: funding.routingNumber,
        accountNumber: funding.accountNumber,
        accountType: funding.accountType,
      },
    });
  }
  return {
    file: {
      immediateDestination: origin.immediateDestination,
      immediateDestinationName: origin.immediateDestinationName,
      immediateOrigin: origin.immediateOrigin,
      immediateOriginName: origin.immediateOriginName,
      fileIdModifier: input.fileIdModifier,
      createdAt: input.createdAt,
      batches,
    },
    entries,
  };
}
