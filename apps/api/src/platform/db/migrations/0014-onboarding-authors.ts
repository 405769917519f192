import type { Kysely } from 'kysely';

// Who completed each onboarding section that either the employer or the employee may fill in
// (identity and address, the W-4, the state certificate): 'employer' or 'employee'. The record's
// onboarding card says who did it; the step's flag only says whose it was meant to be. Rows
// written before this are left NULL: the card then falls back on the flag, as it did.
const columns = ['personal_details_by', 'federal_tax_by', 'state_tax_by'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of columns) {
    await db.schema.alterTable('employees').addColumn(column, 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of columns) {
    await db.schema.alterTable('employees').dropColumn(column).execute();
  }
}
