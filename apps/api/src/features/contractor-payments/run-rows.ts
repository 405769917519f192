import type { CreateContractorPaymentRequest } from '@paydesk/contracts';
import { newId } from '@paydesk/api/platform/ids';
import type { NewItem, NewRun } from './contractor-payment-repository';
import type { totalsOf } from './contractor-payment-answer';
import type { PlannedLine } from './run-lines';

/** The rows of an approved run: the run with its sums, and its lines in the order entered. */
export function runRowsOf(run: {
  id: string;
  companyId: string;
  request: CreateContractorPaymentRequest;
  lines: readonly PlannedLine[];
  totals: ReturnType<typeof totalsOf>;
  now: string;
  userId: string;
}): [NewRun, NewItem[]] {
  const { id, companyId, totals, now } = run;
  return [
    {
      id,
      company_id: companyId,
      pay_date: run.request.payDate,
      status: 'approved',
      ach_file_id: null,
      amount_cents: totals.amountCents,
      reimbursement_cents: totals.reimbursementCents,
      backup_withholding_cents: totals.backupWithholdingCents,
      net_cents: totals.netCents,
      created_by_user_id: run.userId,
      created_at: now,
      updated_at: now,
    },
    run.lines.map((line, position) => ({
      id: newId(),
      contractor_payment_id: id,
      company_id: companyId,
      contractor_id: line.contractorId,
      position,
      contractor_name: line.contractorName,
      contractor_type: line.contractorType,
      amount_cents: line.amountCents,
      reimbursement_cents: line.reimbursementCents,
      backup_withholding_cents: line.backupWithholdingCents,
      net_cents: line.netCents,
      memo: line.memo,
      payment_method: line.paymentMethod,
      bank_account_id: line.bankAccountId,
      status: 'pending',
      return_code: null,
      ach_file_id: null,
    })),
  ];
}
