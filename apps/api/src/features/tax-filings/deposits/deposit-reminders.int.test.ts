import { describe, expect, it } from 'vitest';
import { payrollHarness } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { createDepositReminders } from './deposit-reminders';
import { createTaxDepositsService } from './tax-deposits-service';

const { state, commitNextPayroll } = payrollHarness({ paidBy: 'check' });

const REDWOOD_NOVEMBER = 'irs-941-2026-11-01-2026-11-30';

/** Moves the harness clock to a moment of a day (UTC). */
function moveClockTo(instant: string) {
  const { clock } = state.harness;
  clock.advance(Date.parse(instant) - clock.now().getTime());
}

const reminders = () => {
  const { context } = state.harness;
  return createDepositReminders(context, createTaxDepositsService(context));
};

const reminderMails = () =>
  state.harness.context.database.db
    .selectFrom('mail_outbox')
    .select(['recipient', 'subject', 'body_text'])
    .where('subject', 'like', 'Tax deposit of %')
    .orderBy('recipient')
    .execute();

/** Redwood's owners who can sign in, read apart from the feature. */
const redwoodOwners = async () =>
  (
    await state.harness.context.database.db
      .selectFrom('company_owners')
      .innerJoin('employees', 'employees.id', 'company_owners.employee_id')
      .innerJoin('users', 'users.id', 'employees.user_id')
      .select('users.email')
      .where('company_owners.company_id', '=', state.redwood)
      .orderBy('users.email')
      .execute()
  ).map((row) => row.email);

describe(`tax deposit reminders on ${testDatabaseKind()}`, () => {
  it('mails the owners once, from the third business day before the due date', async () => {
    await commitNextPayroll(state.redwood, state.redwoodGroup, 'admin');
    const deposits = createTaxDepositsService(state.harness.context);
    const november = (await deposits.list(state.redwood, 2026)).items.find(
      (d) => d.id === REDWOOD_NOVEMBER,
    );
    expect(november).toMatchObject({ dueDate: '2026-12-15' });
    const owners = await redwoodOwners();
    expect(owners.length).toBeGreaterThan(0);

    // Wednesday 9 December: four business days before Tuesday the 15th.
    moveClockTo('2026-12-09T23:00:00Z');
    expect(await reminders().sendDue()).toBe(0);
    expect(await reminderMails()).toEqual([]);

    // Thursday 10 December, the third business day before: one mail per owner.
    moveClockTo('2026-12-10T06:00:00Z');
    expect(await reminders().sendDue()).toBe(1);
    const mails = await reminderMails();
    expect(mails.map((mail) => mail.recipient)).toEqual(owners);
    const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      (november?.amountCents ?? 0) / 100,
    );
    for (const mail of mails) {
      expect(mail.subject).toBe(`Tax deposit of ${amount} due on December 15, 2026`);
      expect(mail.body_text).toContain('Redwood Software Inc owes the IRS a Form 941 tax deposit');
      expect(mail.body_text).toContain('from November 1, 2026 to November 30, 2026');
    }
    const marker = await state.harness.context.database.db
      .selectFrom('tax_deposit_reminders')
      .selectAll()
      .execute();
    expect(marker).toEqual([
      {
        company_id: state.redwood,
        deposit_id: REDWOOD_NOVEMBER,
        due_date: '2026-12-15',
        amount_cents: november?.amountCents,
        sent_at: '2026-12-10T06:00:00.000Z',
      },
    ]);

    // Later runs, that day and the next, send nothing more.
    moveClockTo('2026-12-10T07:00:00Z');
    expect(await reminders().sendDue()).toBe(0);
    moveClockTo('2026-12-11T07:00:00Z');
    expect(await reminders().sendDue()).toBe(0);
    expect(await reminderMails()).toHaveLength(owners.length);
  });

  it('does not remind of a deposit already recorded as paid', async () => {
    await state.harness.context.database.db.deleteFrom('tax_deposit_reminders').execute();
    await state.harness.context.database.db
      .insertInto('tax_deposit_payments')
      .values({
        company_id: state.redwood,
        deposit_id: REDWOOD_NOVEMBER,
        paid_on: '2026-12-10',
        confirmation: '270612345678901',
        recorded_by: null,
        recorded_at: '2026-12-10T08:00:00.000Z',
      })
      .execute();
    expect(await reminders().sendDue()).toBe(0);
  });
});
