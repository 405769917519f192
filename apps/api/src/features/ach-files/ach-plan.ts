import { normalizeText } from '@paydesk/ach';
import type { AchPreview, AchWarning } from '@paydesk/contracts';
import { addBusinessDays, previousBusinessDay } from '@paydesk/engine/calendar';
import type { PaymentToPay, PayrollToPay } from './ach-source-repository';

/** One deposit of one payment: a credit of the file. */
export type PlannedCredit = {
  payStubId: string;
  payrollId: string;
  bankAccountId: string;
  amountCents: number;
  individualId: string;
  /** The name as the file writes it (ASCII); `employeeName` is the one people read. */
  individualName: string;
  employeeName: string;
};

/** One company's batch: its credits, and the debit of its funding account that balances them. */
export type PlannedBatch = {
  companyId: string;
  companyName: string;
  /** The name as the file writes it: ASCII, 16 characters. */
  fileCompanyName: string;
  companyIdentification: string;
  payrollIds: string[];
  effectiveEntryDate: string;
  credits: PlannedCredit[];
  creditTotalCents: number;
};

export type AchPlan = {
  effectiveEntryDate: string;
  batches: PlannedBatch[];
  warnings: AchWarning[];
};

type StoredDeposit = { bankAccountId: string; amountCents: number };

/** The split made at commit (an employee paid by check has none). */
function depositsOf(deposits: string | null): StoredDeposit[] {
  const parsed = deposits === null ? [] : (JSON.parse(deposits) as StoredDeposit[] | null);
  return (parsed ?? []).filter((deposit) => deposit.amountCents > 0);
}

/**
 * The Individual Identification Number: the employee's number, else their id. An id is a UUID
 * whose first characters are a timestamp, so its last 15 characters (the random part) are kept.
 */
export function individualIdOf(payment: Pick<PaymentToPay, 'employee_id' | 'employee_number'>) {
  const number = payment.employee_number ? normalizeText(payment.employee_number, 15) : '';
  if (number !== '') return number;
  return normalizeText(payment.employee_id.replace(/-/g, '').slice(-15), 15);
}

/**
 * The Individual Name: the name transliterated to ASCII; for a name with nothing to write (emoji
 * only), the employee's number, which the employer and the bank can both trace to the person.
 */
export function individualNameOf(
  payment: Pick<PaymentToPay, 'employee_id' | 'employee_number' | 'first_name' | 'last_name'>,
): string {
  const name = normalizeText(`${payment.first_name} ${payment.last_name}`, 22);
  return name === '' ? individualIdOf(payment) : name;
}

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

/**
 * The file's content as money and dates, without any account number: one batch per company, in
 * the order the payrolls were chosen. Writes and decrypts nothing, so a preview is this alone.
 */
export function planAchFile(
  payrolls: readonly PayrollToPay[],
  payments: readonly PaymentToPay[],
  today: string,
): AchPlan {
  const warnings: AchWarning[] = [];
  const batches = new Map<string, PlannedBatch>();
  const batchOfPayroll = new Map<string, PlannedBatch>();
  for (const payroll of payrolls) {
    const effective = effectiveDateOf(payroll.pay_date, today);
    if (effective > payroll.pay_date) {
      warnings.push({
        code: 'ach.pay_date_passed',
        message: `The pay date ${payroll.pay_date} of payroll ${payroll.id} has passed: its money settles on ${effective}, the next business day.`,
      });
    } else if (effective !== payroll.pay_date) {
      warnings.push({
        code: 'ach.pay_date_not_business_day',
        message: `The pay date ${payroll.pay_date} of payroll ${payroll.id} is not a banking day: its money settles on ${effective}, the business day before.`,
      });
    }
    let batch = batches.get(payroll.company_id);
    if (!batch) {
      batch = {
        companyId: payroll.company_id,
        companyName: payroll.company_name,
        fileCompanyName: fileCompanyNameOf(payroll.company_name, payroll.federal_ein ?? ''),
        companyIdentification: companyIdentificationOf(payroll.federal_ein ?? ''),
        payrollIds: [],
        effectiveEntryDate: effective,
        credits: [],
        creditTotalCents: 0,
      };
      batches.set(payroll.company_id, batch);
    }
    batch.payrollIds.push(payroll.id);
    // A batch has one date: the earliest, so that nobody is paid late.
    if (effective < batch.effectiveEntryDate) batch.effectiveEntryDate = effective;
    batchOfPayroll.set(payroll.id, batch);
  }
  for (const payment of payments) {
    const batch = batchOfPayroll.get(payment.payroll_id);
    if (!batch) continue;
    const individualId = individualIdOf(payment);
    const individualName = individualNameOf(payment);
    const employeeName = `${payment.first_name} ${payment.last_name}`;
    for (const deposit of depositsOf(payment.deposits)) {
      batch.credits.push({
        payStubId: payment.id,
        payrollId: payment.payroll_id,
        bankAccountId: deposit.bankAccountId,
        amountCents: deposit.amountCents,
        individualId,
        individualName,
        employeeName,
      });
      batch.creditTotalCents += deposit.amountCents;
    }
  }
  const all = [...batches.values()];
  const dates = new Set(all.map((batch) => batch.effectiveEntryDate));
  if (dates.size > 1) {
    warnings.push({
      code: 'ach.pay_dates_differ',
      message: `The payrolls settle on different days (${[...dates].sort().join(', ')}): each company's batch carries its earliest date.`,
    });
  }
  const paying = all.filter((batch) => batch.credits.length > 0);
  if (paying.length === 0) {
    warnings.push({
      code: 'ach.no_entries',
      message:
        'Nobody in these payrolls is paid by direct deposit: there is nothing to put in a file.',
    });
  }
  return {
    effectiveEntryDate: [...dates].sort()[0] ?? today,
    batches: all,
    warnings,
  };
}

/** The preview's answer: per company, its credits and the balancing debit. */
export function previewOf(plan: AchPlan): AchPreview {
  const batches = plan.batches.map((batch) => ({
    companyId: batch.companyId,
    companyName: batch.companyName,
    payrollIds: batch.payrollIds,
    creditCount: batch.credits.length,
    creditTotalCents: batch.creditTotalCents,
    debitTotalCents: batch.creditTotalCents,
  }));
  const paying = batches.filter((batch) => batch.creditCount > 0);
  const credit = batches.reduce((sum, batch) => sum + batch.creditTotalCents, 0);
  return {
    effectiveEntryDate: plan.effectiveEntryDate,
    // Every credit, and one balancing debit per company that pays anyone.
    entryCount: paying.reduce((sum, batch) => sum + batch.creditCount + 1, 0),
    totalCreditCents: credit,
    totalDebitCents: credit,
    batches,
    warnings: plan.warnings,
  };
}
