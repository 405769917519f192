import type { Db } from '@paydesk/api/platform/db/database';

/** Contractors' own lines (never voided ones), newest pay date first, with the payer's name. */
export async function findMyItems(db: Db, contractorIds: readonly string[]) {
  if (contractorIds.length === 0) return [];
  return db
    .selectFrom('contractor_payment_items')
    .innerJoin(
      'contractor_payments',
      'contractor_payments.id',
      'contractor_payment_items.contractor_payment_id',
    )
    .innerJoin('companies', 'companies.id', 'contractor_payment_items.company_id')
    .select([
      'contractor_payment_items.id',
      'contractor_payment_items.contractor_payment_id',
      'contractor_payment_items.company_id',
      'contractor_payment_items.contractor_id',
      'contractor_payment_items.contractor_name',
      'contractor_payment_items.contractor_type',
      'contractor_payment_items.amount_cents',
      'contractor_payment_items.reimbursement_cents',
      'contractor_payment_items.backup_withholding_cents',
      'contractor_payment_items.net_cents',
      'contractor_payment_items.memo',
      'contractor_payment_items.payment_method',
      'contractor_payment_items.status',
      'contractor_payment_items.return_code',
      'contractor_payments.pay_date',
      'contractor_payments.status as run_status',
      'companies.name as company_name',
    ])
    .where('contractor_payment_items.contractor_id', 'in', [...contractorIds])
    .where('contractor_payment_items.status', '!=', 'voided')
    .orderBy('contractor_payments.pay_date', 'desc')
    .orderBy('contractor_payment_items.id', 'desc')
    .limit(500)
    .execute();
}
