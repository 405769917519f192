import type { Db } from '@paydesk/api/platform/db/database';

/**
 * Boxes 1 and 4 per contractor of a company for a year: the amounts (never the reimbursements)
 * and the backup withholding of the lines paid that year, by the run's pay date. A voided run
 * and a line the bank returned (no money reached the contractor) count for nothing.
 */
export async function form1099Sums(
  db: Db,
  filter: { companyId?: string; contractorIds?: readonly string[] },
  year: number,
) {
  let query = db
    .selectFrom('contractor_payment_items')
    .innerJoin(
      'contractor_payments',
      'contractor_payments.id',
      'contractor_payment_items.contractor_payment_id',
    )
    .innerJoin('contractors', 'contractors.id', 'contractor_payment_items.contractor_id')
    .innerJoin('companies', 'companies.id', 'contractor_payment_items.company_id')
    .select([
      'contractor_payment_items.contractor_id',
      'contractor_payment_items.company_id',
      'companies.name as company_name',
      'contractors.display_name',
      'contractors.type',
      'contractors.tin_type',
      'contractors.tin_last4',
    ])
    .select((eb) => [
      eb.fn.sum<number | string>('contractor_payment_items.amount_cents').as('box1'),
      eb.fn.sum<number | string>('contractor_payment_items.backup_withholding_cents').as('box4'),
      eb.fn.countAll<number | string>().as('payments'),
    ])
    .where('contractor_payments.pay_date', '>=', `${year}-01-01`)
    .where('contractor_payments.pay_date', '<=', `${year}-12-31`)
    .where('contractor_payments.status', '!=', 'voided')
    .where('contractor_payment_items.status', '=', 'pending');
  if (filter.companyId !== undefined) {
    query = query.where('contractor_payment_items.company_id', '=', filter.companyId);
  }
  if (filter.contractorIds !== undefined) {
    query = query.where('contractor_payment_items.contractor_id', 'in', [
      ...filter.contractorIds,
      '',
    ]);
  }
  return query
    .groupBy([
      'contractor_payment_items.contractor_id',
      'contractor_payment_items.company_id',
      'companies.name',
      'contractors.display_name',
      'contractors.type',
      'contractors.tin_type',
      'contractors.tin_last4',
    ])
    .orderBy('contractors.display_name')
    .orderBy('contractor_payment_items.contractor_id')
    .execute();
}

export type Form1099SumRow = Awaited<ReturnType<typeof form1099Sums>>[number];
