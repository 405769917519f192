import type { BankAccountFields } from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import type { Db } from '@paydesk/api/platform/db/database';
import { addAccount } from './account-changes';
import { countUsableAccounts } from './bank-account-repository';

/**
 * What other features may ask of employees' deposit accounts. Every function takes the caller's
 * database handle, so it joins the caller's transaction; the accounts table is written nowhere else.
 */
export const depositAccounts = {
  /** Active accounts per employee on `today`: not removed, and past their hold. */
  usableCount: (db: Db, employeeIds: string[], today: string): Promise<Map<string, number>> =>
    countUsableAccounts(db, employeeIds, today),

  /**
   * Adds one employee account inside the caller's transaction, with the same rules, audit event
   * and mail as `POST /bank-accounts` (the mail joins the transaction through the outbox).
   */
  async addForEmployee(
    db: Db,
    input: {
      companyId: string;
      employeeId: string;
      actorUserId: string | null;
      addedBySelf: boolean;
      account: BankAccountFields;
      now: string;
    },
    context: AppContext,
  ): Promise<void> {
    const { mails } = await addAccount(db, context, input);
    for (const mail of mails) await context.mailer.send(mail, db);
  },
};
