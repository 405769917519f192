import { MAX_AMOUNT_CENTS, MAX_TOTAL_CENTS } from '@paydesk/ach';
import type { FieldError } from '@paydesk/contracts';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import type { AchPlan } from './ach-plan';

// What a NACHA file can hold, checked on the plan: the preview and the generation run it on the
// same plan before anything is written, so both refuse the same payrolls with the same words,
// where the file would otherwise fail the writer (a 500).

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (cents: number) => usd.format(cents / 100);

/**
 * Refuses (422 `ach_file.amount_too_large`) a plan the file cannot carry: a deposit over one
 * entry's 10 digits; a company's payrolls whose deposits add up to more than its one balancing
 * debit holds (also 10 digits: the payrolls can go in separate files); the file's total over the
 * 12 digits of its control record. Each failure names the payroll (`payrolls.{index}` of the
 * request) and the employee or company.
 */
export function assertPlanFitsFile(
  plan: AchPlan,
  payrollIds: readonly string[],
  contractorPaymentIds: readonly string[] = [],
): void {
  const errors: FieldError[] = [];
  const pathOf = (payrollId: string) => `payrolls.${Math.max(payrollIds.indexOf(payrollId), 0)}`;
  const runPathOf = (runId: string) =>
    `contractorPayments.${Math.max(contractorPaymentIds.indexOf(runId), 0)}`;
  let fileTotal = 0;
  for (const batch of plan.batches) {
    for (const credit of batch.credits) {
      if (credit.amountCents > MAX_AMOUNT_CENTS && credit.payrollId === null) {
        errors.push({
          path: runPathOf(credit.contractorPaymentId ?? ''),
          code: 'ach_file.amount_too_large',
          message: `${credit.employeeName}: the deposit of ${money(credit.amountCents)} in contractor payment ${credit.contractorPaymentId ?? ''} is more than one ACH entry carries (${money(MAX_AMOUNT_CENTS)}).`,
        });
      } else if (credit.amountCents > MAX_AMOUNT_CENTS && credit.payrollId !== null) {
        errors.push({
          path: pathOf(credit.payrollId),
          code: 'ach_file.amount_too_large',
          message: `${credit.employeeName}: the deposit of ${money(credit.amountCents)} in payroll ${credit.payrollId} is more than one ACH entry carries (${money(MAX_AMOUNT_CENTS)}).`,
        });
      }
    }
    if (batch.creditTotalCents > MAX_AMOUNT_CENTS && batch.payrollIds.length === 0) {
      errors.push({
        path: runPathOf(batch.contractorPaymentIds[0] ?? ''),
        code: 'ach_file.amount_too_large',
        message: `${batch.companyName}: contractor payments ${batch.contractorPaymentIds.join(', ')} pay ${money(batch.creditTotalCents)} by direct deposit, more than the one debit of its funding account can carry (${money(MAX_AMOUNT_CENTS)}). Put them in separate files.`,
      });
    } else if (batch.creditTotalCents > MAX_AMOUNT_CENTS) {
      errors.push({
        path: pathOf(batch.payrollIds[0] ?? ''),
        code: 'ach_file.amount_too_large',
        message: `${batch.companyName}: payrolls ${batch.payrollIds.join(', ')} pay ${money(batch.creditTotalCents)} by direct deposit, more than the one debit of its funding account can carry (${money(MAX_AMOUNT_CENTS)}). Put them in separate files.`,
      });
    }
    fileTotal += batch.creditTotalCents;
  }
  if (fileTotal > MAX_TOTAL_CENTS) {
    errors.push({
      path: 'payrolls',
      code: 'ach_file.amount_too_large',
      message: `The payrolls pay ${money(fileTotal)} in all, more than one ACH file carries (${money(MAX_TOTAL_CENTS)}). Choose fewer payrolls.`,
    });
  }
  const first = errors[0];
  if (!first) return;
  throw new AppError(
    'ach_file.amount_too_large',
    errors.length === 1
      ? `This file cannot be made: ${first.message}`
      : `This file cannot be made: ${errors.length} amounts are larger than an ACH file carries. ${first.message}`,
    { errors },
  );
}

const MODIFIERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * The File ID Modifier of the day's next file. A bank tells one day's files apart by it, and it
 * has 36 values (A-Z, 0-9): a 37th file would repeat one and be rejected as a duplicate, so it is
 * refused (409 `ach_file.daily_limit_reached`) until the next UTC day, the day the file's
 * creation date names.
 */
export function nextFileIdModifier(filesToday: number, createdAt: string): string {
  const modifier = MODIFIERS.charAt(filesToday);
  if (filesToday >= 0 && modifier !== '') return modifier;
  const day = createdAt.slice(0, 10);
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const nextDay = next.toISOString().slice(0, 10);
  throw new AppError(
    'ach_file.daily_limit_reached',
    `${MODIFIERS.length} ACH files were already made on ${day} (UTC), as many as a day allows: the bank tells a day's files apart by a one-character File ID Modifier (A-Z, 0-9), and a repeated one is rejected. The next file can be made from ${nextDay} 00:00 UTC.`,
    {
      retryAfterSeconds: Math.max(1, Math.ceil((next.getTime() - Date.parse(createdAt)) / 1000)),
    },
  );
}
