import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '@paydesk/api/test-support/sign-in';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { depositAccounts, fundingAccountOf } from './index';

const address = {
  addressLine1: '9 Pier Ave',
  city: 'Santa Cruz',
  state: 'CA',
  zipCode: '95060',
  phoneNumber: '(831) 555-0142',
};

const account = {
  bankName: 'Pier Credit Union',
  accountType: 'checking' as const,
  routingNumber: '122105155',
  accountNumber: '24681357',
};

describe(`what other features ask of bank accounts, on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  let token: string;
  let companyId: string;
  let employeeId: string;

  beforeAll(async () => {
    harness = await createTestApp({ seed: true });
    // Friday 27 November 2026: the next business day is Monday the 30th.
    harness.clock.advance(Date.parse('2026-11-27T15:00:00Z') - harness.clock.now().getTime());
    const signUp = await harness.app.inject({
      method: 'POST',
      url: '/api/sign-up',
      payload: {
        firstName: 'Pia',
        lastName: 'Lund',
        email: 'pia@pier.example',
        phoneNumber: '(831) 555-0100',
        companyName: 'Pier Surf Shop',
        password: 'waves along the pier',
      },
    });
    token = signUp.json().accessToken;
    const me = (
      await harness.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })
    ).json();
    companyId = me.companyId;
    employeeId = me.employeeId;
  });
  afterAll(async () => harness.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    harness.app.inject({
      method,
      url,
      headers: { ...bearer(token), 'Company-ID': companyId },
      ...(payload ? { payload } : {}),
    });

  it('activates an onboarded company with a pay group once its funding account is added', async () => {
    await call('PUT', `/api/companies/${companyId}/onboarding`, {
      currentStep: 3,
      name: 'Pier Surf Shop LLC',
      isRegisteredWithIrs: true,
      federalEin: '771234567',
      federalFilingForm: '941',
      businessEntityType: 'llc',
      industryType: 'retail_trade',
      physicalAddress: address,
      mailingAddress: { sameAsPhysical: true },
      legalFilingAddress: { sameAsPhysical: true },
      mainOwner: {
        employeeId,
        firstName: 'Pia',
        lastName: 'Lund',
        email: 'pia@pier.example',
        phoneNumber: '(831) 555-0100',
        ownershipPercentage: 100,
      },
      owners: [],
    });
    const completed = await call('POST', `/api/companies/${companyId}/onboarding/complete`);
    expect(completed.statusCode, completed.body).toBe(200);
    const created = await call('POST', '/api/pay-groups', {
      name: 'Shop crew',
      frequency: 'biweekly',
      firstPeriodEnd: '2026-11-20',
      firstPayDate: '2026-11-27',
    });
    expect(created.statusCode, created.body).toBe(201);
    const before = (await call('GET', `/api/companies/${companyId}/onboarding`)).json();
    expect(before.status).toBe('onboarding');
    expect(before.checklist).toContainEqual({ key: 'funding_account', done: false });
    expect(await fundingAccountOf(harness.context.database.db, companyId)).toBeUndefined();

    const funding = await call('POST', '/api/bank-accounts', { ...account, companyId });
    expect(funding.statusCode, funding.body).toBe(201);
    const after = (await call('GET', `/api/companies/${companyId}/onboarding`)).json();
    expect(after.status).toBe('active');
    expect(after.checklist.every((step: { done: boolean }) => step.done)).toBe(true);
    expect(await fundingAccountOf(harness.context.database.db, companyId)).toEqual({
      id: funding.json().id,
      last4: '1357',
    });
    const events = await harness.context.database.db
      .selectFrom('audit_events')
      .select('details')
      .where('action', '=', 'company.status-changed')
      .where('company_id', '=', companyId)
      .execute();
    expect(events).toHaveLength(1);
    const [mail] = await harness.context.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', 'pia@pier.example')
      .where('subject', '=', 'Your company’s funding account changed')
      .execute();
    expect(mail?.body_text).toContain('ending in 1357');
  });

  it('adds an employee account inside the caller’s transaction, rolled back with it', async () => {
    const { db } = harness.context.database;
    const outbox = async () =>
      db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('recipient', '=', 'pia@pier.example')
        .execute();
    const mailsBefore = (await outbox()).length;
    await expect(
      db.transaction().execute(async (trx) => {
        await depositAccounts.addForEmployee(
          trx,
          {
            companyId,
            employeeId,
            actorUserId: null,
            addedBySelf: false,
            account: { ...account, accountNumber: '11112222' },
            now: harness.clock.now().toISOString(),
          },
          harness.context,
        );
        throw new Error('the employee could not be created');
      }),
    ).rejects.toThrow('could not be created');
    expect(await depositAccounts.usableCount(db, [employeeId], '2026-11-27')).toEqual(new Map());
    expect(await outbox()).toHaveLength(mailsBefore);

    await db.transaction().execute((trx) =>
      depositAccounts.addForEmployee(
        trx,
        {
          companyId,
          employeeId,
          actorUserId: null,
          addedBySelf: true,
          account: { ...account, accountNumber: '11112222' },
          now: harness.clock.now().toISOString(),
        },
        harness.context,
      ),
    );
    // Added by the employee on a Friday: paid into from Monday.
    expect(await depositAccounts.usableCount(db, [employeeId], '2026-11-27')).toEqual(new Map());
    expect(await depositAccounts.usableCount(db, [employeeId], '2026-11-30')).toEqual(
      new Map([[employeeId, 1]]),
    );
    const mails = await outbox();
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)?.body_text).toContain('on 2026-11-30');
    const listed = (
      await call('GET', `/api/bank-accounts?companyId=${companyId}&employeeId=${employeeId}`)
    ).json().items;
    expect(listed).toEqual([
      expect.objectContaining({ status: 'pending', accountNumberLast4: '2222' }),
    ]);
  });

  it('applies the split rules to an account added by another feature too', async () => {
    const { db } = harness.context.database;
    await expect(
      db.transaction().execute((trx) =>
        depositAccounts.addForEmployee(
          trx,
          {
            companyId,
            employeeId,
            actorUserId: null,
            addedBySelf: false,
            account: {
              ...account,
              amountOrPercentage: 'percentage',
              amountOrPercentageValue: 100.5,
            },
            now: harness.clock.now().toISOString(),
          },
          harness.context,
        ),
      ),
    ).rejects.toMatchObject({ code: 'bank_account.split_invalid' });
  });
});
