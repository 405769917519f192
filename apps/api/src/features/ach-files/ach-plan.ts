import { normalizeText } from '@paydesk/ach';
import type { AchPreview, AchWarning } from '@paydesk/contracts';
import type { PaymentToPay, PayrollToPay } from './ach-source-repository';
import { addContractorCredits, type ContractorSource } from './contractor-plan';
import { batchOf, effectiveDateOf, payDateWarning, type PlannedBatch } from './plan-batches';

export {
  companyIdentificationOf,
  effectiveDateOf,
  fileCompanyNameOf,
  type PlannedBatch,
  type PlannedCredit,
} from './plan-batches';

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

/**
 * The file's content as money and dates, without any account number: one batch per company, in
 * the order the payrolls were chosen, then the contractor runs' (a company's individual
 * contractors join its PPD batch, its business contractors a CCD batch of its own). Writes and
 * decrypts nothing, so a preview is this alone.
 */
export function planAchFile(
  payrolls: readonly PayrollToPay[],
  payments: readonly PaymentToPay[],
  today: string,
  contractors: ContractorSource = { runs: [], items: [] },
): AchPlan {
  const warnings: AchWarning[] = [];
  const batches = new Map<string, PlannedBatch>();
  const batchOfPayroll = new Map<string, PlannedBatch>();
  for (const payroll of payrolls) {
    const effective = effectiveDateOf(payroll.pay_date, today);
    const warning = payDateWarning(`payroll ${payroll.id}`, payroll.pay_date, effective);
    if (warning) warnings.push(warning);
    const batch = batchOf(batches, payroll, 'PPD', effective);
    batch.payrollIds.push(payroll.id);
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
  addContractorCredits(batches, contractors, today, warnings);
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
    standardEntryClass: batch.standardEntryClass,
    payrollIds: batch.payrollIds,
    ...(batch.contractorPaymentIds.length > 0
      ? { contractorPaymentIds: batch.contractorPaymentIds }
      : {}),
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
