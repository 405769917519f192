import { beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { payStubsHarness } from './pay-stubs.test-kit';

const { state, call, commitBonus, stubIdOf, colleaguesOf } = payStubsHarness();

type ListItem = { id: string; payDate: string; grossCents: number; status: string };

const textOf = async (body: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true })).text;

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

describe(`pay stubs on ${testDatabaseKind()}`, () => {
  // Ethan is paid three times: the regular payroll of 4 December and bonuses on the 11th and 18th.
  const stubs = { regular: '', first: '', second: '', colleague: '', redwood: '' };
  let colleague = '';
  let redwoodEmployee = '';

  beforeAll(async () => {
    const created = await call('POST', '/api/payroll-drafts', {
      payload: { payGroupId: state.lakesideGroup, periodEnd: '2026-11-27' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { draftId, version } = created.json<{ draftId: string; version: number }>();
    await call('PUT', `/api/payroll-drafts/${draftId}`, {
      payload: {
        version,
        lines: [{ employeeId: state.ethan, regularHours: 80, overtimeHours: 2 }],
      },
    });
    const committed = await call('POST', '/api/payrolls', { payload: { draftId } });
    expect(committed.statusCode, committed.body).toBe(201);
    const regular = committed.json<{ id: string }>().id;
    stubs.regular = await stubIdOf(regular, state.ethan);
    [colleague = ''] = await colleaguesOf(state.lakeside, [state.ethan]);
    stubs.colleague = await stubIdOf(regular, colleague);
    const first = await commitBonus({
      employeeIds: [state.ethan],
      bonusCents: 50_000,
      payDate: '2026-12-11',
    });
    stubs.first = await stubIdOf(first, state.ethan);
    const second = await commitBonus({
      employeeIds: [state.ethan],
      bonusCents: 70_000,
      payDate: '2026-12-18',
    });
    stubs.second = await stubIdOf(second, state.ethan);
    [redwoodEmployee = ''] = await colleaguesOf(state.redwood);
    const redwood = await commitBonus({
      company: state.redwood,
      group: state.redwoodGroup,
      employeeIds: [redwoodEmployee],
      bonusCents: 10_000,
      payDate: '2026-12-11',
    });
    stubs.redwood = await stubIdOf(redwood, redwoodEmployee);
  });

  it('lists an employee’s stubs newest first, a page at a time, with the totals', async () => {
    const first = await call('GET', `/api/pay-stubs?employeeId=${state.ethan}`, {
      headers: { 'Page-Size': '2' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json<{ items: ListItem[]; totalItems: number; totalPages: number }>();
    expect(page.totalItems).toBe(3);
    expect(page.totalPages).toBe(2);
    expect(page.items.map((item) => item.id)).toEqual([stubs.second, stubs.first]);
    expect(page.items.map((item) => item.payDate)).toEqual(['2026-12-18', '2026-12-11']);
    expect(page.items[0]).toMatchObject({ grossCents: 70_000, status: 'issued' });
    expect(first.headers['previous-page-key']).toBeUndefined();
    const nextKey = String(first.headers['next-page-key']);

    const second = await call('GET', `/api/pay-stubs?employeeId=${state.ethan}`, {
      headers: { 'Page-Size': '2', 'Page-Key': nextKey },
    });
    expect(second.json().items.map((item: ListItem) => item.id)).toEqual([stubs.regular]);
    expect(second.headers['next-page-key']).toBeUndefined();
    const back = await call('GET', `/api/pay-stubs?employeeId=${state.ethan}`, {
      headers: { 'Page-Size': '2', 'Page-Key': String(second.headers['previous-page-key']) },
    });
    expect(back.json().items.map((item: ListItem) => item.id)).toEqual([stubs.second, stubs.first]);

    // Twelve to a page unless asked otherwise.
    const whole = await call('GET', `/api/pay-stubs?employeeId=${state.ethan}`);
    expect(whole.json().items).toHaveLength(3);
    const bad = await call('GET', `/api/pay-stubs?employeeId=${state.ethan}`, {
      headers: { 'Page-Size': '0' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the whole stub with its parties, lines, deposits and year-to-date', async () => {
    const response = await call('GET', `/api/pay-stubs/${stubs.first}`, { employee: state.ethan });
    expect(response.statusCode, response.body).toBe(200);
    const stub = response.json();
    expect(stub).toMatchObject({
      id: stubs.first,
      companyId: state.lakeside,
      employeeId: state.ethan,
      status: 'issued',
      paymentStatus: 'pending',
      payDate: '2026-12-11',
      grossCents: 50_000,
      company: { name: 'Lakeside Bakery LLC' },
      employee: { legalId: expect.stringMatching(/^\*\*\*-\*\*-\d{4}$/) },
      voidedAt: null,
    });
    expect(stub.payGroup.name).not.toBe('');
    const regular = (
      await call('GET', `/api/pay-stubs/${stubs.regular}`, { employee: state.ethan })
    ).json();
    // This stub's bonus, then the year's earlier earnings with nothing now and their year to date.
    expect(stub.earnings).toEqual([
      expect.objectContaining({ code: 'bonus', amountCents: 50_000, ytdCents: 50_000 }),
      ...regular.earnings.map((line: { code: string; amountCents: number }) =>
        expect.objectContaining({ code: line.code, amountCents: 0, ytdCents: line.amountCents }),
      ),
    ]);
    // The year so far: the regular pay of the 4th and this bonus.
    expect(stub.ytd.grossCents).toBe(regular.grossCents + 50_000);
    expect(stub.ytd.netPayCents).toBe(regular.ytd.netPayCents + stub.netPayCents);
    const social = (taxes: { code: string; amountCents: number; ytdCents: number }[]) =>
      taxes.find((tax) => tax.code === 'socialSecurity')!;
    expect(social(stub.employeeTaxes).ytdCents).toBe(
      social(regular.employeeTaxes).amountCents + social(stub.employeeTaxes).amountCents,
    );
    // A state's income tax says whose it is; its year to date is that state's own.
    type Tax = { code: string; amountCents: number; ytdCents: number; jurisdiction?: unknown };
    const stateTax = (taxes: Tax[]) => taxes.find((tax) => tax.code === 'stateIncomeTax')!;
    expect(stateTax(stub.employeeTaxes).jurisdiction).toEqual({
      level: 'state',
      state: stub.company.address.state,
    });
    expect(stateTax(stub.employeeTaxes).ytdCents).toBe(
      stateTax(regular.employeeTaxes).amountCents + stateTax(stub.employeeTaxes).amountCents,
    );
    expect(stub.deposits.length).toBeGreaterThan(0);
    for (const deposit of stub.deposits) {
      expect(deposit.accountNumberLast4).toMatch(/^\d{4}$/);
      expect(deposit.bankName).toEqual(expect.any(String));
    }
    expect(
      stub.deposits.reduce((sum: number, d: { amountCents: number }) => sum + d.amountCents, 0),
    ).toBe(stub.netPayCents);
    expect(JSON.stringify(stub)).not.toMatch(/\d{3}-\d{2}-\d{4}/);
  });

  it('lets the employee read and download only their own stubs, and never void', async () => {
    const own = await call('GET', `/api/pay-stubs?employeeId=${state.ethan}`, { as: 'employee' });
    expect(own.statusCode).toBe(200);
    expect(own.json().totalItems).toBe(3);
    const list = await call('GET', `/api/pay-stubs?employeeId=${colleague}`, { as: 'employee' });
    expect(list.statusCode).toBe(404);

    const file = await call('GET', `/api/pay-stubs/${stubs.regular}/file`, {
      as: 'employee',
      employee: state.ethan,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="pay_stub_${stubs.regular}.pdf"`,
    );

    for (const [id, employee] of [
      [stubs.colleague, colleague],
      [stubs.colleague, state.ethan],
    ] as const) {
      for (const url of [`/api/pay-stubs/${id}`, `/api/pay-stubs/${id}/file`]) {
        const answer = await call('GET', url, { as: 'employee', employee });
        expect(answer.statusCode, url).toBe(404);
        expect(answer.json().code).toBe('pay_stub.not_found');
      }
    }
    const voided = await call('DELETE', `/api/pay-stubs/${stubs.first}/payments`, {
      as: 'employee',
      employee: state.ethan,
      headers: { 'Pay-Date': '2026-12-11' },
    });
    expect(voided.statusCode).toBe(404);
    const still = await call('GET', `/api/pay-stubs/${stubs.first}`, { employee: state.ethan });
    expect(still.json().status).toBe('issued');
  });

  it('keeps owners to their companies, and a stub to the company and employee it names', async () => {
    const elsewhere = await call('GET', `/api/pay-stubs/${stubs.redwood}`, {
      company: state.redwood,
      employee: redwoodEmployee,
    });
    expect(elsewhere.statusCode).toBe(404);
    const list = await call('GET', `/api/pay-stubs?employeeId=${redwoodEmployee}`);
    expect(list.statusCode).toBe(404);
    const voided = await call('DELETE', `/api/pay-stubs/${stubs.redwood}/payments`, {
      company: state.redwood,
      employee: redwoodEmployee,
      headers: { 'Pay-Date': '2026-12-11' },
    });
    expect(voided.statusCode).toBe(404);

    const admin = await call('GET', `/api/pay-stubs/${stubs.redwood}`, {
      as: 'admin',
      company: state.redwood,
      employee: redwoodEmployee,
    });
    expect(admin.statusCode).toBe(200);
    const adminList = await call('GET', `/api/pay-stubs?employeeId=${redwoodEmployee}`, {
      as: 'admin',
    });
    expect(adminList.json().totalItems).toBe(1);

    // The headers must name the stub's own company and employee.
    const wrongEmployee = await call('GET', `/api/pay-stubs/${stubs.regular}`, {
      employee: colleague,
    });
    expect(wrongEmployee.statusCode).toBe(404);
    const wrongCompany = await call('GET', `/api/pay-stubs/${stubs.redwood}`, {
      as: 'admin',
      company: state.lakeside,
      employee: redwoodEmployee,
    });
    expect(wrongCompany.statusCode).toBe(404);
    const missing = await call('GET', `/api/pay-stubs/${stubs.regular}`);
    expect(missing.statusCode).toBe(400);
    const unknown = await call('GET', '/api/pay-stubs?employeeId=nobody', { as: 'admin' });
    expect(unknown.statusCode).toBe(404);
  });

  it('renders the PDF from the stored stub: the name, the net pay and the YTD gross', async () => {
    const stub = (
      await call('GET', `/api/pay-stubs/${stubs.second}`, { employee: state.ethan })
    ).json();
    const file = await call('GET', `/api/pay-stubs/${stubs.second}/file`, {
      employee: state.ethan,
      headers: { 'Accept-Language': 'en-US,en;q=0.9' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(file.rawPayload);
    expect(text).toContain(`${stub.employee.firstName} ${stub.employee.lastName}`);
    expect(text).toContain('Pay stub');
    expect(text).toContain(usd(stub.netPayCents));
    expect(text).toContain(usd(stub.ytd.grossCents));
    expect(text).toContain('Lakeside Bakery LLC');
    expect(text).toContain(stub.employee.legalId);
    expect(text).not.toContain('VOID');
    const pdf = await getDocumentProxy(new Uint8Array(file.rawPayload));
    expect(pdf.numPages).toBe(1);
  });

  it('writes the PDF in the reader’s language: Chinese labels, French money', async () => {
    const zh = await call('GET', `/api/pay-stubs/${stubs.second}/file`, {
      employee: state.ethan,
      headers: { 'Accept-Language': 'zh-CN,zh;q=0.9,en;q=0.5' },
    });
    expect(zh.statusCode).toBe(200);
    const chinese = await textOf(zh.rawPayload);
    expect(chinese).toContain('工资单');
    expect(chinese).toContain('实发工资');
    expect(chinese).toContain('2026年12月18日');
    expect(chinese).toContain('州所得税 (伊利诺伊州)');

    const fr = await call('GET', `/api/pay-stubs/${stubs.second}/file`, {
      employee: state.ethan,
      headers: { 'Accept-Language': 'de-DE, fr;q=0.8' },
    });
    const french = await textOf(fr.rawPayload);
    expect(french).toContain('Bulletin de paie');
    expect(french).toContain('18 déc. 2026');

    const unknown = await call('GET', `/api/pay-stubs/${stubs.second}/file`, {
      employee: state.ethan,
      headers: { 'Accept-Language': 'de-DE' },
    });
    expect(await textOf(unknown.rawPayload)).toContain('Pay stub');
  });
});
