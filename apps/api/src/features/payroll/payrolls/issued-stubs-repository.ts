import type { Db } from '@paydesk/api/platform/db/database';

/**
 * The ledger other features read figures from: the issued stubs of the company's committed
 * payrolls paid from `from` to `to` (both inclusive). A voided payment is no longer issued and a
 * cancelled payroll's stubs count nowhere, so every return, liability and W-2 that reads this
 * changes at once when one is voided or cancelled. The stubs are `s`, their payrolls `p`: the
 * caller joins, selects and orders what it reads of them.
 */
export const issuedStubsPaidIn = (db: Db, companyId: string, from: string, to: string) =>
  db
    .selectFrom('pay_stubs as s')
    .innerJoin('payrolls as p', 'p.id', 's.payroll_id')
    .where('p.company_id', '=', companyId)
    .where('s.company_id', '=', companyId)
    .where('p.status', '<>', 'cancelled')
    .where('s.status', '=', 'issued')
    .where('s.pay_date', '>=', from)
    .where('s.pay_date', '<=', to);
