import { MAX_AMOUNT_CENTS } from '@paydesk/ach';
import type {
  ContractorPaymentLine,
  CreateContractorPaymentRequest,
  ErrorCode,
  FieldError,
} from '@paydesk/contracts';
import type { Db } from '@paydesk/api/platform/db/database';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import { lineFiguresOf } from './backup-withholding';
import type { ContractorRecords } from './contractor-ports';
import { checkContractorPayDate } from './pay-date-rules';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (cents: number) => usd.format(cents / 100);

/** A computed line with the deposit account it will be paid into (direct deposit only). */
export type PlannedLine = ContractorPaymentLine & { bankAccountId: string | null };

/** The line as the preview answers it, without the account. */
export const lineOf = (line: PlannedLine): ContractorPaymentLine => ({
  contractorId: line.contractorId,
  contractorName: line.contractorName,
  contractorType: line.contractorType,
  amountCents: line.amountCents,
  reimbursementCents: line.reimbursementCents,
  backupWithholdingCents: line.backupWithholdingCents,
  netCents: line.netCents,
  memo: line.memo,
  paymentMethod: line.paymentMethod,
});

/**
 * The lines of a run as approval computes them, or a refusal naming each line that cannot be
 * paid: a contractor of another company (the same 404 as none), an inactive one, a direct
 * deposit without an account usable on the pay date, or more than an ACH entry carries. The
 * run's direct deposits must also fit the one debit of the funding account that balances them.
 */
export async function planRunLines(
  db: Db,
  records: ContractorRecords,
  companyId: string,
  request: CreateContractorPaymentRequest,
  today: string,
): Promise<PlannedLine[]> {
  checkContractorPayDate(request.payDate, today);
  const ids = request.items.map((item) => item.contractorId);
  const payees = await records.payees(db, companyId, ids, request.payDate);
  const contractors = new Map(payees.map((payee) => [payee.id, payee]));
  const missing: FieldError[] = [];
  const errors: FieldError[] = [];
  const lines: PlannedLine[] = [];
  request.items.forEach((item, index) => {
    const path = `items.${index}`;
    const contractor = contractors.get(item.contractorId);
    if (!contractor || contractor.companyId !== companyId) {
      missing.push({
        path: `${path}.contractorId`,
        code: 'contractor_payment.contractor_not_found',
        message: `The contractor ${item.contractorId} was not found.`,
      });
      return;
    }
    const name = contractor.displayName;
    if (contractor.status !== 'active') {
      errors.push({
        path: `${path}.contractorId`,
        code: 'contractor_payment.contractor_inactive',
        message: `${name} is not active: reactivate the contractor before paying them.`,
      });
      return;
    }
    const figures = lineFiguresOf(
      item.amountCents,
      item.reimbursementCents ?? 0,
      contractor.backupWithholding,
    );
    const { paymentMethod } = contractor;
    const bankAccountId =
      paymentMethod === 'check' ? null : (contractor.depositAccount?.id ?? null);
    if (paymentMethod === 'direct_deposit' && bankAccountId === null) {
      errors.push({
        path: `${path}.contractorId`,
        code: 'contractor_payment.no_deposit_account',
        message: `${name} is paid by direct deposit but has no bank account usable on ${request.payDate}: add one, or pay them by check.`,
      });
    }
    if (paymentMethod === 'direct_deposit' && figures.netCents > MAX_AMOUNT_CENTS) {
      errors.push({
        path: `${path}.amountCents`,
        code: 'contractor_payment.amount_too_large',
        message: `${name}: the deposit of ${money(figures.netCents)} is more than one ACH payment carries (${money(MAX_AMOUNT_CENTS)}).`,
      });
    }
    lines.push({
      contractorId: contractor.id,
      contractorName: name,
      contractorType: contractor.type,
      ...figures,
      memo: item.memo?.trim() ? item.memo.trim() : null,
      paymentMethod,
      bankAccountId,
    });
  });
  // A contractor outside the company is the same 404 as one that does not exist, before any
  // other refusal, so the answer never tells whether a contractor elsewhere is paid by check.
  throwIfAny(missing, 'contractor_payment.contractor_not_found');
  const deposits = lines
    .filter((line) => line.paymentMethod === 'direct_deposit')
    .reduce((sum, line) => sum + line.netCents, 0);
  if (errors.length === 0 && deposits > MAX_AMOUNT_CENTS) {
    errors.push({
      path: 'items',
      code: 'contractor_payment.amount_too_large',
      message: `The run pays ${money(deposits)} by direct deposit, more than the one debit of the company's funding account can carry (${money(MAX_AMOUNT_CENTS)}): split it in two runs.`,
    });
  }
  throwIfAny(errors);
  return lines;
}

function throwIfAny(errors: FieldError[], only?: ErrorCode): void {
  const first = errors[0];
  if (!first) return;
  // Every entry above carries one of this feature's codes.
  const code = only ?? (first.code as ErrorCode);
  throw new AppError(
    code,
    errors.length === 1
      ? `Not approved: ${first.message}`
      : `Not approved: ${errors.length} lines cannot be paid. ${first.message}`,
    { errors },
  );
}
