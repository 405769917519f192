import { roles } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { Access } from '@paydesk/api/http/access';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { noDepositAccounts, type PayrollMembershipPort } from './employee-ports';
import { completeHire, employeesHarness } from './employees.test-kit';
import { createEmployeeServices } from './services';

const DAY = 24 * 60 * 60_000;

describe(`invitations and self-service onboarding on ${testDatabaseKind()}`, () => {
  const { state, call, lastMailTo, tokenOf, signInAgain } = employeesHarness();

  const hire = (email: string, legalId: string) =>
    call('POST', '/api/employees', {
      as: 'owner',
      payload: completeHire(state.lakesidePayGroup, {
        email,
        legalId,
        federalTax: null,
        stateTax: null,
        employeeWillInformFederalTax: true,
        employeeWillInformStateTax: true,
      }),
    });

  const accept = (token: string, newPassword = 'a long new password 2026') =>
    state.harness.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token, newPassword },
    });

  it('follows the link once: sets the password, signs in, and completes onboarding', async () => {
    const created = await hire('ivy.invited@example.com', '321-54-9876');
    expect(created.statusCode, created.body).toBe(201);
    const employee = created.json();
    expect(employee.status).toBe('onboarding');
    const token = tokenOf((await lastMailTo('ivy.invited@example.com'))?.body_text);
    expect(token.length).toBeGreaterThan(20);

    const signedIn = await accept(token);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const access = signedIn.json().accessToken as string;
    expect((await accept(token)).statusCode).toBe(400);
    expect((await accept(token)).json()).toMatchObject({ code: 'employee.invitation_invalid' });
    const login = await state.harness.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'ivy.invited@example.com', password: 'a long new password 2026' },
    });
    expect(login.statusCode).toBe(200);

    // The employee completes the steps left to them, and becomes active.
    const own = await call('GET', `/api/employees/${employee.id}`, { as: access });
    expect(own.json().invitation.status).toBe('accepted');
    const w4 = await call('PUT', `/api/employees/${employee.id}/federal-tax`, {
      as: access,
      payload: { w4Version: '2020', filingStatus: 'single', version: own.json().version },
    });
    expect(w4.json().status).toBe('onboarding');
    const certificate = await call('PUT', `/api/employees/${employee.id}/state-tax`, {
      as: access,
      payload: { code: 'IL', basicAllowances: 1, version: w4.json().version },
    });
    expect(certificate.statusCode, certificate.body).toBe(200);
    expect(certificate.json()).toMatchObject({ status: 'active', readiness: [] });
    const listed = await call(
      'GET',
      `/api/companies/${state.lakeside}/employees?status=active&q=ivy`,
      { company: null },
    );
    expect(listed.json().items).toHaveLength(1);
  });

  it('completes onboarding when the employee adds the deposit account left to them', async () => {
    const created = await call('POST', '/api/employees', {
      as: 'owner',
      payload: completeHire(state.lakesidePayGroup, {
        email: 'dee.deposit@example.com',
        legalId: '765-43-2198',
        paymentMethod: 'direct_deposit',
        employeeWillInformBankAccount: true,
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(created.json().status).toBe('onboarding');
    const token = tokenOf((await lastMailTo('dee.deposit@example.com'))?.body_text);
    const access = (await accept(token)).json().accessToken as string;
    const added = await state.harness.app.inject({
      method: 'POST',
      url: '/api/bank-accounts',
      headers: { authorization: `Bearer ${access}` },
      payload: {
        companyId: state.lakeside,
        employeeId: id,
        bankName: 'First Lake Bank',
        accountType: 'checking',
        routingNumber: '021000021',
        accountNumber: '12345678',
        amountOrPercentage: 'remainder',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    // On file, so the step is done and the employee active; on hold, so not payable yet.
    const record = (await call('GET', `/api/employees/${id}`, { as: access })).json();
    expect(record.status).toBe('active');
    expect(record.readiness.map((item: { code: string }) => item.code)).toEqual([
      'employee.bank_account_missing',
    ]);
    const listed = await call(
      'GET',
      `/api/companies/${state.lakeside}/employees?status=active&q=dee.deposit`,
      { company: null },
    );
    expect(listed.json().items.map((item: { id: string }) => item.id)).toEqual([id]);
  });

  it('expires after 7 days; a resent link replaces the old one', async () => {
    const created = await hire('late.larry@example.com', '432-65-1987');
    const id = created.json().id as string;
    const first = tokenOf((await lastMailTo('late.larry@example.com'))?.body_text);
    state.harness.clock.advance(8 * DAY);
    await signInAgain();
    expect((await accept(first)).statusCode).toBe(400);
    const expired = await call('GET', `/api/employees/${id}`);
    expect(expired.json().invitation.status).toBe('expired');

    const resent = await call('POST', `/api/employees/${id}/invitation`, { as: 'owner' });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().invitation.status).toBe('pending');
    const second = tokenOf((await lastMailTo('late.larry@example.com'))?.body_text);
    expect(second).not.toBe(first);
    const third = await call('POST', `/api/employees/${id}/invitation`);
    expect(third.statusCode).toBe(200);
    const newest = tokenOf((await lastMailTo('late.larry@example.com'))?.body_text);
    // Only the newest link works.
    expect((await accept(second)).statusCode).toBe(400);
    expect((await accept(newest)).statusCode).toBe(200);
    const after = await call('POST', `/api/employees/${id}/invitation`);
    expect(after.statusCode).toBe(409);
    state.harness.clock.advance(-8 * DAY);
    await signInAgain();
  });

  it('writes the invitation and its resend in the language of the owner’s request, English otherwise', async () => {
    const link = `${state.harness.context.config.publicUrl}/accept-invitation?token=`;
    const hired = await call('POST', '/api/employees', {
      as: 'owner',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      payload: completeHire(state.lakesidePayGroup, {
        email: 'fern.french@example.com',
        legalId: '198-27-3645',
        firstName: 'Fern',
      }),
    });
    expect(hired.statusCode, hired.body).toBe(201);
    const id = hired.json().id as string;
    const french = await lastMailTo('fern.french@example.com');
    expect(french?.subject).toBe('Lakeside Bakery LLC vous invite sur Paydesk');
    expect(french?.body_text).toContain('Bonjour Fern,');
    expect(french?.body_text).toContain(
      `Lakeside Bakery LLC gère sa paie avec Paydesk. Choisissez votre mot de passe dans les 7 jours`,
    );
    expect(french?.body_text).toContain(`recevoir votre salaire :\n${link}`);
    expect(french?.body_text).toContain('demandez à votre employeur de vous en envoyer un nouveau');

    const resend = (headers: Record<string, string>) =>
      call('POST', `/api/employees/${id}/invitation`, { as: 'owner', headers });
    for (const headers of [{}, { 'accept-language': 'de-DE' }] as Record<string, string>[]) {
      expect((await resend(headers)).statusCode).toBe(200);
      const english = await lastMailTo('fern.french@example.com');
      expect(english?.subject).toBe('Lakeside Bakery LLC invites you to Paydesk');
      expect(english?.body_text).toContain('Hello Fern,');
      expect(english?.body_text).toContain(`so you can be paid:\n${link}`);
    }

    expect((await resend({ 'accept-language': 'ro-RO' })).statusCode).toBe(200);
    const romanian = await lastMailTo('fern.french@example.com');
    expect(romanian?.subject).toBe('Lakeside Bakery LLC vă invită în Paydesk');
    expect(romanian?.body_text).toContain(`pentru a vă putea primi salariul:\n${link}`);

    expect((await resend({ 'accept-language': 'zh-CN' })).statusCode).toBe(200);
    const chinese = await lastMailTo('fern.french@example.com');
    expect(chinese?.subject).toBe('Lakeside Bakery LLC 邀请您使用 Paydesk');
    expect(chinese?.body_text).toContain('Fern，您好：');
    expect(chinese?.body_text).toContain(`以便领取工资：\n${link}`);
    // The translated mail's link sets the password.
    const token = tokenOf(chinese?.body_text);
    expect((await accept(token)).statusCode).toBe(200);
  });

  it('refuses a weak password and keeps the link usable', async () => {
    await hire('weak.walt@example.com', '543-76-2198');
    const token = tokenOf((await lastMailTo('weak.walt@example.com'))?.body_text);
    const weak = await accept(token, 'password');
    expect(weak.statusCode).toBe(400);
    expect((await accept(token)).statusCode).toBe(200);
  });

  it('withdraws the invitation of an employee terminated before accepting it', async () => {
    const created = await hire('gone.gail@example.com', '765-98-4321');
    const id = created.json().id as string;
    expect(created.json().invitation.status).toBe('pending');
    const token = tokenOf((await lastMailTo('gone.gail@example.com'))?.body_text);
    const terminated = await call('DELETE', `/api/employees/${id}`, {
      as: 'owner',
      headers: { 'Termination-Date': '2026-11-24', 'Termination-Reason': 'resignation' },
    });
    expect(terminated.statusCode, terminated.body).toBe(200);
    expect(terminated.json().invitation.status).toBe('expired');
    expect((await call('GET', `/api/employees/${id}`)).json().invitation.status).toBe('expired');
    expect((await accept(token)).json()).toMatchObject({ code: 'employee.invitation_invalid' });
    const resent = await call('POST', `/api/employees/${id}/invitation`, { as: 'owner' });
    expect(resent.statusCode).toBe(409);
    expect(resent.json()).toMatchObject({ code: 'employee.already_terminated' });
  });

  it('voids the link of an employee terminated while it was still open', async () => {
    // A termination that left the invitation as it was (before termination withdrew it).
    const created = await hire('left.lena@example.com', '876-09-5432');
    const id = created.json().id as string;
    const token = tokenOf((await lastMailTo('left.lena@example.com'))?.body_text);
    await state.harness.context.database.db
      .updateTable('employees')
      .set({ status: 'terminated', termination_date: '2026-11-24' })
      .where('id', '=', id)
      .execute();
    expect((await call('GET', `/api/employees/${id}`)).json().invitation.status).toBe('expired');
    const refused = await accept(token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'employee.invitation_invalid' });
  });

  it('refuses termination while the employee is in an open payroll, unless overridden', async () => {
    const created = await hire('in.payroll@example.com', '654-87-3219');
    const id = created.json().id as string;
    const removed: string[] = [];
    const payrolls: PayrollMembershipPort = {
      openPayrollsOf: async () => [{ id: 'draft-1', description: 'the draft for Dec 4, 2026' }],
      removeFromOpenPayrolls: async (_, employeeId) => void removed.push(employeeId),
    };
    const services = createEmployeeServices(state.harness.context, {
      deposits: noDepositAccounts,
      payrolls,
    });
    const admin = new Access(
      {
        userId: 'admin',
        employeeId: null,
        companyId: null,
        roles: [roles.platformAdmin],
        sessionId: null,
      },
      { ownedCompanyIds: async () => [], companyExists: async () => true },
    );
    const termination = { date: '2026-12-01', reason: 'layoff' as const, override: false };
    const refused = await services.records
      .terminate(admin, state.lakeside, id, termination)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'employee.in_current_payroll' });
    expect((refused as AppError).detail).toContain('the draft for Dec 4, 2026');
    expect(removed).toEqual([]);
    const unchanged = await call('GET', `/api/employees/${id}`);
    expect(unchanged.json().status).toBe('onboarding');

    const done = await services.records.terminate(admin, state.lakeside, id, {
      ...termination,
      override: true,
    });
    expect(done.status).toBe('terminated');
    expect(removed).toEqual([id]);
  });
});
