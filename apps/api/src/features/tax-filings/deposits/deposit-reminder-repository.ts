import type { Selectable } from 'kysely';
import type { Db } from '@paydesk/api/platform/db/database';
import type { TaxDepositRemindersTable } from '@paydesk/api/platform/db/schema';

export type DepositReminderRow = Selectable<TaxDepositRemindersTable>;

/**
 * Keeps the marker of a deposit's reminder; false when one was kept before (by an earlier run,
 * or another server at the same moment), so that each deposit is reminded once.
 */
export async function claimReminder(db: Db, row: DepositReminderRow): Promise<boolean> {
  const result = await db
    .insertInto('tax_deposit_reminders')
    .values(row)
    .onConflict((conflict) => conflict.columns(['company_id', 'deposit_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The company's name and its owners who can sign in: the people a reminder goes to. */
export async function reminderRecipients(db: Db, companyId: string) {
  const company = await db
    .selectFrom('companies')
    .select('name')
    .where('id', '=', companyId)
    .executeTakeFirst();
  const owners = await db
    .selectFrom('company_owners')
    .innerJoin('employees', 'employees.id', 'company_owners.employee_id')
    .innerJoin('users', 'users.id', 'employees.user_id')
    .select(['users.email', 'users.first_name'])
    .where('company_owners.company_id', '=', companyId)
    .where('employees.status', '!=', 'terminated')
    .where('users.disabled', '=', 0)
    .orderBy('users.email')
    .execute();
  return { companyName: company?.name ?? '', owners };
}
