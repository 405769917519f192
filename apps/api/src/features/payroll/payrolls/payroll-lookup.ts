import type { Db } from '@paydesk/api/platform/db/database';
import { notFound } from '@paydesk/api/platform/errors/app-error';
import { findPayroll, type PayrollRow } from './payroll-repository';

/** The company's payroll; another company's is as unknown as one that never was. */
export async function mustFindPayroll(db: Db, companyId: string, id: string): Promise<PayrollRow> {
  const row = await findPayroll(db, id);
  if (!row || row.company_id !== companyId) throw notFound('payroll.not_found', 'The payroll');
  return row;
}
