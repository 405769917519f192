import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { describe, expect, it } from 'vitest';
import { address, contractorsHarness, digitsOf, individual, tins } from './contractors.test-kit';

const DAY = 24 * 60 * 60_000;

describe(`contractors' access, invitations and self-service on ${testDatabaseKind()}`, () => {
  const { state, ids, answers, logLines, call, create, lastMailTo, tokenOf } = contractorsHarness();

  const accept = (token: string, newPassword = 'a long contractor password 2026') =>
    state.harness.app.inject({
      method: 'POST',
      url: '/api/contractor-invitations/accept',
      payload: { token, newPassword },
    });

  it('keeps a contractor to their company’s owners: another owner and a wrong Company-ID get 404, an employee 403', async () => {
    const id = ids.demoContractor;
    expect((await call('GET', `/api/contractors/${id}`, 'owner')).statusCode).toBe(200);
    expect((await call('GET', `/api/contractors/${id}`, 'admin')).statusCode).toBe(200);
    const other = await call('GET', `/api/contractors/${id}`, 'redwoodOwner');
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('contractor.not_found');
    const otherEdit = await call('PATCH', `/api/contractors/${id}`, 'redwoodOwner', {
      payload: { status: 'inactive', version: 1 },
    });
    expect(otherEdit.statusCode).toBe(404);
    const wrongHeader = await call('GET', `/api/contractors/${id}`, 'admin', {
      company: ids.redwood,
    });
    expect(wrongHeader.statusCode).toBe(404);
    expect(
      (await call('GET', `/api/companies/${ids.lakeside}/contractors`, 'redwoodOwner')).statusCode,
    ).toBe(404);
    expect((await create(individual(), 'redwoodOwner', ids.lakeside)).statusCode).toBe(404);
    for (const response of [
      await call('GET', `/api/contractors/${id}`, 'employee'),
      await call('GET', `/api/companies/${ids.lakeside}/contractors`, 'employee'),
      await create(individual(), 'employee'),
      await call('GET', '/api/me/contractor', 'employee'),
    ]) {
      expect(response.statusCode).toBe(403);
    }
  });

  it('shows the contractor their own record only, and nothing of the company', async () => {
    const own = await call('GET', '/api/me/contractor', 'contractor');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      id: ids.demoContractor,
      displayName: 'Chloe Carter',
      tinMasked: '***-**-7391',
      paymentMethod: 'direct_deposit',
    });
    const paula = await create(individual({ tin: null, tinType: null }));
    expect(paula.statusCode, paula.body).toBe(201);
    for (const url of [
      `/api/contractors/${paula.json().id}`,
      `/api/contractors/${ids.demoContractor}`,
      `/api/companies/${ids.lakeside}/contractors`,
      `/api/companies/${ids.lakeside}/employees`,
      `/api/companies/${ids.lakeside}`,
      '/api/pay-groups',
    ]) {
      const response = await call('GET', url, 'contractor', { company: ids.lakeside });
      expect(response.statusCode, url).toBe(403);
    }
    const funding = await call('GET', `/api/bank-accounts?companyId=${ids.lakeside}`, 'contractor');
    expect(funding.statusCode).toBe(404);
    const othersAccounts = await call(
      'GET',
      `/api/bank-accounts?companyId=${ids.lakeside}&contractorId=${paula.json().id}`,
      'contractor',
    );
    expect(othersAccounts.statusCode).toBe(404);
    const ownAccounts = await call(
      'GET',
      `/api/bank-accounts?companyId=${ids.lakeside}&contractorId=${ids.demoContractor}`,
      'contractor',
    );
    expect(ownAccounts.statusCode, ownAccounts.body).toBe(200);
    expect(ownAccounts.json().items).toHaveLength(1);
    expect(ownAccounts.json().items[0]).toMatchObject({
      contractorId: ids.demoContractor,
      employeeId: null,
      status: 'active',
    });
  });

  it('invites a contractor: the link signs them in once, as myself:contractor-info with their id', async () => {
    const created = await create(
      individual({
        firstName: 'Ivan',
        tin: null,
        tinType: null,
        email: 'ivan.invited@example.com',
      }),
    );
    const contractor = created.json();
    const invited = await call('POST', `/api/contractors/${contractor.id}/invitation`, 'owner');
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ status: 'pending' });
    const mail = await lastMailTo('ivan.invited@example.com');
    expect(mail?.subject).toBe('Lakeside Bakery LLC invites you to Paydesk');
    const token = tokenOf(mail?.body_text);
    expect(token.length).toBeGreaterThan(20);

    const signedIn = await accept(token);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await accept(token)).json()).toMatchObject({ code: 'contractor.invitation_invalid' });
    const access = { token: signedIn.json().accessToken as string };
    const me = await call('GET', '/api/me', access);
    expect(me.json()).toMatchObject({
      roles: ['myself:contractor-info'],
      contractorId: contractor.id,
      employeeId: null,
      companyId: ids.lakeside,
    });
    const read = await call('GET', `/api/contractors/${contractor.id}`, 'owner');
    expect(read.json().invitation.status).toBe('accepted');
    const again = await call('POST', `/api/contractors/${contractor.id}/invitation`, 'owner');
    expect(again.statusCode).toBe(409);
    const emailChange = await call('PATCH', `/api/contractors/${contractor.id}`, 'owner', {
      payload: { email: 'ivan.new@example.com', version: read.json().version },
    });
    expect(emailChange.json()).toMatchObject({ code: 'contractor.email_locked' });

    // They complete their W-9: the TIN once (backup withholding ends), then only the owner.
    const own = await call('GET', '/api/me/contractor', access);
    expect(own.json()).toMatchObject({ backupWithholdingReason: 'no_tin' });
    const w9 = await call('PATCH', '/api/me/contractor', access, {
      payload: {
        tinType: 'ssn',
        tin: tins.own,
        address: { ...address, addressLine1: '1 New St' },
        version: own.json().version,
      },
    });
    expect(w9.statusCode, w9.body).toBe(200);
    expect(w9.json()).toMatchObject({
      tinMasked: '***-**-5561',
      backupWithholding: false,
      address: { addressLine1: '1 New St' },
    });
    const locked = await call('PATCH', '/api/me/contractor', access, {
      payload: { tinType: 'ssn', tin: tins.another, version: w9.json().version },
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('contractor.tin_locked');
    const notTheirs = await call('PATCH', '/api/me/contractor', access, {
      payload: { status: 'inactive', backupWithholding: false, version: w9.json().version },
    });
    expect(notTheirs.statusCode, notTheirs.body).toBe(200);
    expect(notTheirs.json()).toMatchObject({ status: 'active', backupWithholding: false });

    // Their own deposit account: held a business day, never shown whole; a new one replaces it.
    const added = await call('POST', '/api/bank-accounts', access, {
      payload: {
        companyId: ids.lakeside,
        contractorId: contractor.id,
        bankName: 'Union Credit',
        accountType: 'checking',
        routingNumber: '021000021',
        accountNumber: '4455667788',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      contractorId: contractor.id,
      employeeId: null,
      accountNumberLast4: '7788',
      amountOrPercentage: null,
      status: 'pending',
    });
    const byOwner = await call('POST', '/api/bank-accounts', 'owner', {
      payload: {
        companyId: ids.lakeside,
        contractorId: contractor.id,
        bankName: 'Lake Bank',
        accountType: 'savings',
        routingNumber: '021000021',
        accountNumber: '99887766',
      },
    });
    expect(byOwner.json()).toMatchObject({ status: 'active', accountNumberLast4: '7766' });
    const listed = await call(
      'GET',
      `/api/bank-accounts?companyId=${ids.lakeside}&contractorId=${contractor.id}`,
      'owner',
    );
    expect(listed.json().items.map((a: { status: string }) => a.status)).toEqual([
      'inactive',
      'active',
    ]);
    const funding = await call('GET', `/api/bank-accounts?companyId=${ids.lakeside}`, 'owner');
    expect(
      funding.json().items.every((a: { contractorId: string | null }) => !a.contractorId),
    ).toBe(true);
    for (const text of [...answers, ...logLines]) {
      for (const secret of [tins.own, digitsOf(tins.own), '4455667788', '99887766']) {
        expect(text).not.toContain(secret);
      }
    }
  });

  it('refuses an account for an employee and a contractor at once, or split, or of another company', async () => {
    const base = {
      companyId: ids.lakeside,
      bankName: 'Lake Bank',
      accountType: 'checking',
      routingNumber: '021000021',
      accountNumber: '12121212',
    };
    const both = await call('POST', '/api/bank-accounts', 'owner', {
      payload: { ...base, contractorId: ids.demoContractor, employeeId: ids.demoContractor },
    });
    expect(both.statusCode).toBe(400);
    const split = await call('POST', '/api/bank-accounts', 'owner', {
      payload: {
        ...base,
        contractorId: ids.demoContractor,
        amountOrPercentage: 'percentage',
        amountOrPercentageValue: 50,
      },
    });
    expect(split.statusCode).toBe(400);
    expect(split.json().code).toBe('bank_account.split_invalid');
    const elsewhere = await call('POST', '/api/bank-accounts', 'redwoodOwner', {
      payload: { ...base, companyId: ids.redwood, contractorId: ids.demoContractor },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe('contractor.not_found');
  });

  it('stops a contractor’s refused TINs after five a day, and invites no inactive contractor', async () => {
    const created = await create(
      individual({ firstName: 'Tom', tin: null, tinType: null, email: 'tom.tries@example.com' }),
    );
    const id = created.json().id as string;
    await call('POST', `/api/contractors/${id}/invitation`, 'owner');
    const signedIn = await accept(tokenOf((await lastMailTo('tom.tries@example.com'))?.body_text));
    const access = { token: signedIn.json().accessToken as string };
    // The demo contractor's SSN: each refusal would tell them it is someone else's.
    const taken = { tinType: 'ssn', tin: '512-44-7391', version: 1 };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const refused = await call('PATCH', '/api/me/contractor', access, { payload: taken });
      expect(refused.statusCode, `attempt ${attempt}`).toBe(409);
      expect(refused.json().code).toBe('contractor.duplicate_tin');
    }
    const stopped = await call('PATCH', '/api/me/contractor', access, { payload: taken });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().code).toBe('contractor.tin_tries');
    const own = await call('GET', '/api/me/contractor', access);
    expect(own.json()).toMatchObject({ tinMissing: true, version: 1 });

    const ended = await call('PATCH', `/api/contractors/${id}`, 'owner', {
      payload: { status: 'inactive', version: 1 },
    });
    expect(ended.json().invitation.status).toBe('accepted');
    const noInvite = await call('POST', `/api/contractors/${id}/invitation`, 'owner');
    expect(noInvite.statusCode).toBe(409);
    expect(noInvite.json().code).toBe('contractor.inactive');
  });

  it('writes the invitation in the language of the owner’s request, English otherwise', async () => {
    const created = await create(
      individual({ firstName: 'Lina', tin: null, tinType: null, email: 'lina.lang@example.com' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const link = `${state.harness.context.config.publicUrl}/accept-contractor-invitation?token=`;
    const invite = (headers: Record<string, string>) =>
      call('POST', `/api/contractors/${created.json().id}/invitation`, 'owner', { headers });

    expect((await invite({ 'accept-language': 'fr-FR,fr;q=0.9' })).statusCode).toBe(201);
    const french = await lastMailTo('lina.lang@example.com');
    expect(french?.subject).toBe('Lakeside Bakery LLC vous invite sur Paydesk');
    expect(french?.body_text).toContain('Bonjour Lina,');
    expect(french?.body_text).toContain('Lakeside Bakery LLC vous paie via Paydesk.');
    expect(french?.body_text).toContain(`le compte qui reçoit vos paiements :\n${link}`);

    expect((await invite({ 'accept-language': 'ro' })).statusCode).toBe(201);
    const romanian = await lastMailTo('lina.lang@example.com');
    expect(romanian?.subject).toBe('Lakeside Bakery LLC vă invită în Paydesk');
    expect(romanian?.body_text).toContain(`contul în care primiți plățile:\n${link}`);

    for (const headers of [{}, { 'accept-language': 'pt-BR' }] as Record<string, string>[]) {
      expect((await invite(headers)).statusCode).toBe(201);
      const english = await lastMailTo('lina.lang@example.com');
      expect(english?.subject).toBe('Lakeside Bakery LLC invites you to Paydesk');
      expect(english?.body_text).toContain('Hello Lina,');
      expect(english?.body_text).toContain(`the account you are paid into:\n${link}`);
    }

    expect((await invite({ 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.5' })).statusCode).toBe(201);
    const chinese = await lastMailTo('lina.lang@example.com');
    expect(chinese?.subject).toBe('Lakeside Bakery LLC 邀请您使用 Paydesk');
    expect(chinese?.body_text).toContain('Lina，您好：');
    expect(chinese?.body_text).toContain(`核对您的 W-9 信息和收款账户：\n${link}`);
    // The translated mail's link sets the password.
    expect((await accept(tokenOf(chinese?.body_text))).statusCode).toBe(200);
  });

  it('refuses an expired invitation link', async () => {
    const created = await create(
      individual({ firstName: 'Eve', tin: null, tinType: null, email: 'eve.late@example.com' }),
    );
    await call('POST', `/api/contractors/${created.json().id}/invitation`, 'owner');
    const token = tokenOf((await lastMailTo('eve.late@example.com'))?.body_text);
    state.harness.clock.advance(8 * DAY);
    const late = await accept(token);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('contractor.invitation_invalid');
  });
});
