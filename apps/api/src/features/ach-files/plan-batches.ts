import { normalizeText } from '@paydesk/ach';
import type { AchWarning } from '@paydesk/contracts';
import { addBusinessDays, previousBusinessDay } from '@paydesk/engine/calendar';

// The pieces of an ACH plan shared by payrolls' and contractor payments' credits.

/** One deposit of one payment: a credit of the file. */
export type PlannedCredit = {
  /** The pay stub paid, or null for a contractor payment line. */
  payStubId: string | null;
  payrollId: string | null;
  /** The contractor payment run and line paid (contractor credits only). */
  contractorPaymentId?: string;
  contractorPaymentItemId?: string;
  bankAccountId: string;
  amountCents: number;
  individualId: string;
  /** The name as the file writes it (ASCII); `employeeName` is the one people read. */
  individualName: string;
  /** The payee's name as people read it (an employee's, or a contractor's). */
  employeeName: string;
};

/**
 * One batch of a company: its credits, and the debit of its funding account that balances them.
 * `PPD` carries payrolls and individual contractors; `CCD` business contractors' accounts.
 */
export type PlannedBatch = {
  companyId: string;
  standardEntryClass: 'PPD' | 'CCD';
  companyName: string;
  /** The name as the file writes it: ASCII, 16 characters. */
  fileCompanyName: string;
  companyIdentification: string;
  payrollIds: string[];
  contractorPaymentIds: string[];
  effectiveEntryDate: string;
  credits: PlannedCredit[];
  creditTotalCents: number;
};

/** "Company Identification": 1 and the EIN's nine digits, as banks commonly expect it. */
export const companyIdentificationOf = (ein: string): string => `1${ein.replace(/\D/g, '')}`;

/**
 * The Company Name the employees' banks show: the name transliterated to ASCII; for a name with
 * nothing to write (emoji only), "EIN" and the EIN's nine digits, the identity the batch already
 * gives the bank, rather than a name the company never chose.
 */
export function fileCompanyNameOf(name: string, ein: string): string {
  const folded = normalizeText(name, 16);
  return folded === '' ? `EIN ${ein.replace(/\D/g, '')}` : folded;
}

/**
 * The day the money settles: the pay date, or the business day before it when the banks are
 * closed that day (a payroll approved before pay dates had to be business days may hold one,
 * and the schedules move such dates the same way); the next business day once that has passed.
 */
export function effectiveDateOf(payDate: string, today: string): string {
  const settles = payDate < today ? payDate : previousBusinessDay(payDate);
  return settles < today ? addBusinessDays(today, 1) : settles;
}

/** Why a payment settles on another day than its pay date, as a preview warning. */
export function payDateWarning(
  what: string,
  payDate: string,
  effective: string,
): AchWarning | undefined {
  if (effective > payDate) {
    return {
      code: 'ach.pay_date_passed',
      message: `The pay date ${payDate} of ${what} has passed: its money settles on ${effective}, the next business day.`,
    };
  }
  if (effective !== payDate) {
    return {
      code: 'ach.pay_date_not_business_day',
      message: `The pay date ${payDate} of ${what} is not a banking day: its money settles on ${effective}, the business day before.`,
    };
  }
  return undefined;
}

/** A company's batch of a class, made on first use; the batches keep the order they were made. */
export function batchOf(
  batches: Map<string, PlannedBatch>,
  company: { company_id: string; company_name: string; federal_ein: string | null },
  standardEntryClass: 'PPD' | 'CCD',
  effective: string,
): PlannedBatch {
  const key = standardEntryClass === 'PPD' ? company.company_id : `${company.company_id}:CCD`;
  let batch = batches.get(key);
  if (!batch) {
    batch = {
      companyId: company.company_id,
      standardEntryClass,
      companyName: company.company_name,
      fileCompanyName: fileCompanyNameOf(company.company_name, company.federal_ein ?? ''),
      companyIdentification: companyIdentificationOf(company.federal_ein ?? ''),
      payrollIds: [],
      contractorPaymentIds: [],
      effectiveEntryDate: effective,
      credits: [],
      creditTotalCents: 0,
    };
    batches.set(key, batch);
  }
  // A batch has one date: the earliest, so that nobody is paid late.
  if (effective < batch.effectiveEntryDate) batch.effectiveEntryDate = effective;
  return batch;
}
