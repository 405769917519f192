import type { Logger } from 'pino';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { depositReminderMail } from './deposit-reminder-mail';
import { claimReminder, reminderRecipients } from './deposit-reminder-repository';
import { createTaxDepositsService, type TaxDepositsService } from './tax-deposits-service';

/** How often the server looks for deposits to remind of. */
export const REMINDER_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Owners have no stored language yet: the reminder is written in English until they do (the
 * texts speak all four of the product's languages).
 */
const OWNER_LANGUAGE = 'en';

/**
 * The reminder of each federal deposit to the company's owners, from the third IRS business day
 * before its due date (when the deposit turns `due`) until it is paid or late, once a deposit: a
 * marker kept in the same transaction as the outbox mails says it was sent.
 */
export function createDepositReminders(
  context: AppContext,
  deposits: Pick<TaxDepositsService, 'payingCompanies' | 'unpaid'>,
) {
  const { db } = context.database;

  /** Sends the reminders due today; answers how many deposits were reminded. */
  async function sendDue(): Promise<number> {
    let reminded = 0;
    for (const companyId of await deposits.payingCompanies()) {
      // The mail speaks of the IRS and EFTPS: the states' deposits are on the deposit list only.
      const due = (await deposits.unpaid(companyId)).filter(
        (d) => d.status === 'due' && d.agency === 'irs',
      );
      if (due.length === 0) continue;
      const { companyName, owners } = await reminderRecipients(db, companyId);
      for (const deposit of due) {
        const sent = await db.transaction().execute(async (trx) => {
          const claimed = await claimReminder(trx, {
            company_id: companyId,
            deposit_id: deposit.id,
            due_date: deposit.dueDate,
            amount_cents: deposit.amountCents,
            sent_at: context.clock.now().toISOString(),
          });
          if (!claimed) return false;
          for (const owner of owners) {
            const mail = depositReminderMail(owner.email, OWNER_LANGUAGE, {
              firstName: owner.first_name,
              companyName,
              ...deposit,
            });
            await context.mailer.send(mail, trx);
          }
          return true;
        });
        if (sent) reminded += 1;
      }
    }
    return reminded;
  }

  return { sendDue };
}

export type DepositReminders = ReturnType<typeof createDepositReminders>;

/**
 * Runs the reminders at once and then every hour inside the server; a failed run is logged and
 * the next one tries again. Answers the function that stops it.
 */
export function startDepositReminderJob(
  reminders: DepositReminders,
  log: Pick<Logger, 'info' | 'error'>,
  intervalMs = REMINDER_INTERVAL_MS,
): () => void {
  let running: Promise<void> | null = null;
  const run = () => {
    // A run that takes longer than the interval is not started twice.
    if (running) return;
    running = reminders
      .sendDue()
      .then((count) => {
        if (count > 0) log.info({ deposits: count }, 'tax deposit reminders sent');
      })
      .catch((error: unknown) => log.error({ err: error }, 'tax deposit reminders failed'))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The server's reminder job over the platform, started once the server listens. */
export const startTaxDepositReminders = (
  context: AppContext,
  log: Pick<Logger, 'info' | 'error'>,
): (() => void) =>
  startDepositReminderJob(createDepositReminders(context, createTaxDepositsService(context)), log);
