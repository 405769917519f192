import type { Problem } from '@paydesk/contracts';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { contractorHarness } from './contractor-payments.test-kit';

const { state, call, db, addContractor, signInContractor, callAs, pay } = contractorHarness();

describe(`contractor payment runs on ${testDatabaseKind()}`, () => {
  let designer = '';
  let withheld = '';
  let byCheck = '';

  beforeAll(async () => {
    designer = await addContractor({ name: 'Maya Lindqvist' });
    withheld = await addContractor({ name: 'Noor Haddad', backupWithholding: true });
    byCheck = await addContractor({
      name: 'Sparkle Cleaning LLC',
      type: 'business',
      paidBy: 'check',
    });
  });

  it('approves a run: 24% backup withholding of the amount only, to the nearest cent, net and totals', async () => {
    const created = await call('POST', '/api/contractor-payments', {
      payload: {
        payDate: '2026-12-04',
        items: [
          { contractorId: designer, amountCents: 150_000, memo: 'Logo redesign' },
          { contractorId: withheld, amountCents: 123_457, reimbursementCents: 4_500 },
          { contractorId: byCheck, amountCents: 30_000 },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const run = created.json();
    expect(run).toMatchObject({
      status: 'approved',
      payDate: '2026-12-04',
      companyId: state.lakeside,
      achFileId: null,
      amountCents: 303_457,
      reimbursementCents: 4_500,
      // 123,457 × 24% = 29,629.68 → 29,630 cents.
      backupWithholdingCents: 29_630,
      netCents: 303_457 - 29_630 + 4_500,
      totalCents: 307_957,
    });
    expect(run.items).toEqual([
      expect.objectContaining({
        contractorId: designer,
        contractorName: 'Maya Lindqvist',
        backupWithholdingCents: 0,
        netCents: 150_000,
        memo: 'Logo redesign',
        paymentMethod: 'direct_deposit',
        status: 'pending',
        returnCode: null,
      }),
      expect.objectContaining({
        contractorId: withheld,
        amountCents: 123_457,
        reimbursementCents: 4_500,
        backupWithholdingCents: 29_630,
        netCents: 123_457 - 29_630 + 4_500,
      }),
      expect.objectContaining({ contractorId: byCheck, paymentMethod: 'check', netCents: 30_000 }),
    ]);
    const read = await call('GET', `/api/contractor-payments/${run.id}`, { company: null });
    expect(read.json()).toEqual(run);
    const list = await call('GET', `/api/companies/${state.lakeside}/contractor-payments`);
    expect(list.json().items.map((item: { id: string }) => item.id)).toContain(run.id);
    const audit = await db()
      .selectFrom('audit_events')
      .select(['action', 'company_id'])
      .where('entity_id', '=', run.id)
      .execute();
    expect(audit).toEqual([{ action: 'contractor-payment.approved', company_id: state.lakeside }]);
  });

  it('previews the same figures without writing', async () => {
    const before = await db()
      .selectFrom('contractor_payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const preview = await call('POST', '/api/contractor-payments/preview', {
      payload: { payDate: '2026-12-04', items: [{ contractorId: withheld, amountCents: 3 }] },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    // 3 cents × 24% = 0.72 → 1 cent.
    expect(preview.json()).toMatchObject({
      items: [{ contractorId: withheld, backupWithholdingCents: 1, netCents: 2 }],
      totalCents: 3,
    });
    const after = await db()
      .selectFrom('contractor_payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses another company’s contractor as not found (404), naming the line', async () => {
    const elsewhere = await addContractor({ name: 'Ola Redwood', company: state.redwood });
    const refused = await call('POST', '/api/contractor-payments', {
      payload: {
        payDate: '2026-12-04',
        items: [
          { contractorId: designer, amountCents: 10_000 },
          { contractorId: elsewhere, amountCents: 10_000 },
        ],
      },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json<Problem>()).toMatchObject({
      code: 'contractor_payment.contractor_not_found',
      errors: [expect.objectContaining({ path: 'items.1.contractorId' })],
    });
  });

  it.each([
    [{ amountCents: 0 }, 'body.items.0.amountCents'],
    [{ amountCents: -500 }, 'body.items.0.amountCents'],
    [{ amountCents: 12.5 }, 'body.items.0.amountCents'],
    [{ amountCents: 10_000_000_000 }, 'body.items.0.amountCents'],
    [{ amountCents: 100, reimbursementCents: -1 }, 'body.items.0.reimbursementCents'],
  ])('refuses bad amounts (400): %j', async (amounts, path) => {
    const refused = await call('POST', '/api/contractor-payments', {
      payload: { payDate: '2026-12-04', items: [{ contractorId: designer, ...amounts }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Problem>().errors).toEqual([expect.objectContaining({ path })]);
  });

  it.each([
    ['2026-11-26', 'contractor_payment.pay_date_not_business_day', /Thanksgiving|holiday/],
    ['2026-11-28', 'contractor_payment.pay_date_not_business_day', /Saturday/],
    ['2026-11-20', 'contractor_payment.pay_date_past', /passed/],
  ])('refuses the pay date %s (422), nothing written', async (payDate, code, words) => {
    const refused = await call('POST', '/api/contractor-payments', {
      payload: { payDate, items: [{ contractorId: designer, amountCents: 10_000 }] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Problem>()).toMatchObject({ code });
    expect(refused.json<Problem>().detail).toMatch(words);
  });

  it('refuses an inactive contractor and one paid by direct deposit without an account (422)', async () => {
    const inactive = await addContractor({ name: 'Idle Ivan', status: 'inactive' });
    const noAccount = await addContractor({ name: 'Una Account', paidBy: 'check' });
    await db()
      .updateTable('contractors')
      .set({ payment_method: 'direct_deposit' })
      .where('id', '=', noAccount)
      .execute();
    const refused = await call('POST', '/api/contractor-payments', {
      payload: {
        payDate: '2026-12-04',
        items: [
          { contractorId: inactive, amountCents: 10_000 },
          { contractorId: noAccount, amountCents: 10_000 },
        ],
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Problem>().errors?.map((error) => error.code)).toEqual([
      'contractor_payment.contractor_inactive',
      'contractor_payment.no_deposit_account',
    ]);
  });

  it('voids an approved run (stale version 409), which leaves the 1099', async () => {
    const run = await pay('2026-12-04', [{ contractorId: designer, amountCents: 77_700 }]);
    const stale = await call('POST', `/api/contractor-payments/${run.id}/void`, {
      company: null,
      payload: { version: run.version + 1 },
    });
    expect(stale.statusCode).toBe(409);
    const before = (
      await call('GET', `/api/companies/${state.lakeside}/1099-nec?year=2026`)
    ).json();
    const voided = await call('POST', `/api/contractor-payments/${run.id}/void`, {
      company: null,
      payload: { version: run.version },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({ status: 'voided', items: [{ status: 'voided' }] });
    const after = (await call('GET', `/api/companies/${state.lakeside}/1099-nec?year=2026`)).json();
    const box1 = (list: { items: { contractorId: string; box1Cents: number }[] }) =>
      list.items.find((item) => item.contractorId === designer)?.box1Cents;
    expect(box1(after)).toBe((box1(before) ?? 0) - 77_700);
    const again = await call('POST', `/api/contractor-payments/${run.id}/void`, {
      company: null,
      payload: { version: run.version + 1 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'contractor_payment.not_voidable' });
  });

  it('keeps runs to the employer: an employee gets nothing, another company’s owner 404', async () => {
    const run = await pay('2026-12-04', [{ contractorId: designer, amountCents: 5_000 }]);
    const employee = await call('POST', '/api/contractor-payments', {
      as: 'employee',
      payload: { payDate: '2026-12-04', items: [{ contractorId: designer, amountCents: 1 }] },
    });
    expect(employee.statusCode).toBe(403);
    const read = await call('GET', `/api/contractor-payments/${run.id}`, {
      as: 'employee',
      company: null,
    });
    expect(read.statusCode).toBe(403);
    const forms = await call('GET', `/api/companies/${state.lakeside}/1099-nec?year=2026`, {
      as: 'employee',
    });
    expect(forms.statusCode).toBe(403);
    const mine = await call('GET', '/api/me/contractor-payments', {
      as: 'employee',
      company: null,
    });
    expect(mine.statusCode).toBe(403);
    const otherCompany = await call('GET', `/api/companies/${state.redwood}/contractor-payments`, {
      company: state.redwood,
    });
    expect(otherCompany.statusCode).toBe(404);
  });

  it('shows a contractor only their own payments and 1099, never the company’s', async () => {
    const token = await signInContractor(withheld);
    const mine = await callAs(token, 'GET', '/api/me/contractor-payments');
    expect(mine.statusCode, mine.body).toBe(200);
    const items = mine.json().items as { contractorId: string; companyName: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((item) => item.contractorId))).toEqual(new Set([withheld]));
    expect(items[0]).toMatchObject({ companyName: 'Lakeside Bakery LLC' });
    const forms = await callAs(token, 'GET', '/api/me/1099-nec?year=2026');
    expect(forms.json().items).toEqual([
      expect.objectContaining({ contractorId: withheld, box4Cents: 29_630, required: true }),
    ]);
    const own = await callAs(token, 'GET', `/api/me/1099-nec/${withheld}/file?year=2026`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const textOf = async (language: string) => {
      const file = await callAs(token, 'GET', `/api/me/1099-nec/${withheld}/file?year=2026`, {
        'accept-language': language,
      });
      const document = await getDocumentProxy(new Uint8Array(file.rawPayload));
      return (await extractText(document, { mergePages: true })).text;
    };
    const french = await textOf('fr-FR,fr;q=0.9');
    expect(french).toContain('Exemplaire B — Pour le bénéficiaire');
    expect(french).toContain('Nonemployee Compensation');
    expect(french).toContain('Formulaire 1099-NEC 2026 de Lakeside Bakery LLC');
    expect(french).not.toContain('Copy C');
    expect(await textOf('zh-CN')).toContain('B 联 — 收款人联');
    const other = await callAs(token, 'GET', `/api/me/1099-nec/${designer}/file?year=2026`);
    expect(other.statusCode).toBe(404);
    for (const url of [
      `/api/companies/${state.lakeside}/contractor-payments`,
      `/api/companies/${state.lakeside}/1099-nec?year=2026`,
      `/api/payments/ach/files`,
    ]) {
      expect((await callAs(token, 'GET', url)).statusCode, url).toBe(403);
    }
  });
});
