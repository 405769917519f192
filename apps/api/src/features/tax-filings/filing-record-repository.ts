import type { Selectable } from 'kysely';
import type { Db } from '@paydesk/api/platform/db/database';
import type { TaxFilingRecordsTable } from '@paydesk/api/platform/db/schema';

export type FilingRecordRow = Selectable<TaxFilingRecordsTable>;

/** The returns of a year the company marked as filed (`2026`, `2026Q1` … `2026Q4`). */
export const listFilingRecords = (db: Db, companyId: string, year: number) =>
  db
    .selectFrom('tax_filing_records')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('period', 'in', [String(year), ...[1, 2, 3, 4].map((q) => `${year}Q${q}`)])
    .execute();

/** Marks a return filed, replacing the day marked before. */
export async function upsertFilingRecord(db: Db, row: FilingRecordRow): Promise<void> {
  await db
    .insertInto('tax_filing_records')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['company_id', 'form', 'period', 'state']).doUpdateSet({
        filed_on: row.filed_on,
        recorded_by: row.recorded_by,
        recorded_at: row.recorded_at,
      }),
    )
    .execute();
}
