import { readAch, validateAch, writeReturnFile } from '@paydesk/ach';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '@paydesk/api/test-support/sign-in';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { contractorHarness } from './contractor-payments.test-kit';

const { state, call, db, addContractor, pay, commitNextPayroll } = contractorHarness();

describe(`contractor payments in ACH files on ${testDatabaseKind()}`, () => {
  let person = '';
  let business = '';
  let byCheck = '';
  let run: Awaited<ReturnType<typeof pay>>;
  let fileId = '';
  let text = '';

  beforeAll(async () => {
    person = await addContractor({ name: 'Maya Lindqvist' });
    business = await addContractor({ name: 'Northwind Design LLC', type: 'business' });
    byCheck = await addContractor({ name: 'Otto Check', paidBy: 'check' });
    run = await pay('2026-12-04', [
      { contractorId: person, amountCents: 150_000, reimbursementCents: 2_500 },
      { contractorId: business, amountCents: 420_000 },
      { contractorId: byCheck, amountCents: 30_000 },
    ]);
  });

  it('previews an individual’s credit in the PPD batch and a business’s in a CCD batch', async () => {
    const preview = await call('POST', '/api/payments/ach/preview', {
      payload: { contractorPayments: [run.id] },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      effectiveEntryDate: '2026-12-04',
      totalCreditCents: 152_500 + 420_000,
      entryCount: 4,
    });
    expect(preview.json().batches).toEqual([
      expect.objectContaining({
        standardEntryClass: 'PPD',
        contractorPaymentIds: [run.id],
        creditCount: 1,
        creditTotalCents: 152_500,
      }),
      expect.objectContaining({
        standardEntryClass: 'CCD',
        contractorPaymentIds: [run.id],
        creditCount: 1,
        creditTotalCents: 420_000,
        debitTotalCents: 420_000,
      }),
    ]);
  });

  it('writes a file the strict validator accepts, balanced, the check left out', async () => {
    const created = await call('POST', '/api/payments/ach/files', {
      payload: { contractorPayments: [run.id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ payrollIds: [], contractorPaymentIds: [run.id] });
    fileId = created.json().id;
    text = (await call('GET', `/api/payments/ach/files/${fileId}`)).body;
    expect(validateAch(text, { requireBalanced: true })).toEqual({ valid: true, findings: [] });
    const headers = text.split('\n').filter((line) => line.startsWith('5'));
    expect(headers.map((line) => [line.slice(50, 53), line.slice(53, 63).trim()])).toEqual([
      ['PPD', 'PAYROLL'],
      ['CCD', 'CONTRACTOR'],
    ]);
    const file = readAch(text).file!;
    expect(file.batches.map((batch) => batch.entries.map((entry) => entry.amountCents))).toEqual([
      [152_500],
      [420_000],
    ]);
    // Individual ids: C and the end of the contractor's id; names as the bank shows them.
    expect(file.batches[0]!.entries[0]).toMatchObject({ individualName: 'MAYA LINDQVIST' });
    expect(file.batches[0]!.entries[0]!.individualId).toMatch(/^C[0-9A-F]{14}$/);
    const stored = await db()
      .selectFrom('ach_entries')
      .select(['kind', 'contractor_payment_item_id', 'pay_stub_id'])
      .where('ach_file_id', '=', fileId)
      .execute();
    expect(stored.filter((entry) => entry.kind === 'credit')).toHaveLength(2);
    expect(stored.every((entry) => entry.pay_stub_id === null)).toBe(true);
    const read = await call('GET', `/api/contractor-payments/${run.id}`, { company: null });
    expect(read.json()).toMatchObject({ status: 'processing', achFileId: fileId });
  });

  it('refuses the run in a second file and its void, naming the file (409)', async () => {
    const again = await call('POST', '/api/payments/ach/files', {
      payload: { contractorPayments: [run.id] },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ach_file.contractor_payment_in_file' });
    const voided = await call('POST', `/api/contractor-payments/${run.id}/void`, {
      company: null,
      payload: { version: run.version + 1 },
    });
    expect(voided.statusCode).toBe(409);
    expect(voided.json()).toMatchObject({ code: 'contractor_payment.in_file' });
    expect(voided.json().detail).toContain(fileId);
  });

  it('lists the file for its owner with the run it pays', async () => {
    const files = await call('GET', '/api/payments/ach/files', { company: null });
    expect(files.json().items).toContainEqual(
      expect.objectContaining({ id: fileId, contractorPaymentIds: [run.id] }),
    );
  });

  it('fails the returned line with its code, and takes it out of box 1', async () => {
    const file = readAch(text).file!;
    const traces = text
      .split('\n')
      .filter((line) => /^6[23]2/.test(line))
      .map((line) => line.slice(79, 94));
    const credit = file.batches[1]!.entries[0]!;
    const returnFile = writeReturnFile({
      immediateDestination: '021000021',
      immediateDestinationName: 'DEMO ORIGINATING BANK',
      immediateOrigin: '071000013',
      immediateOriginName: 'RECEIVING BANK',
      createdAt: '2026-12-07T10:00Z',
      companyName: file.batches[1]!.companyName,
      companyIdentification: file.batches[1]!.companyIdentification,
      companyEntryDescription: 'CONTRACTOR',
      effectiveEntryDate: '2026-12-07',
      entries: [
        {
          routingNumber: credit.routingNumber,
          accountNumber: credit.accountNumber,
          amountCents: credit.amountCents,
          individualName: credit.individualName,
          transactionCode: credit.transactionCode,
          originalTraceNumber: traces[1]!,
          returnCode: 'R02',
        },
      ],
    });
    const imported = await state.harness.app.inject({
      method: 'POST',
      url: '/api/payments/ach/returns',
      headers: { ...bearer(state.tokens.owner), 'content-type': 'text/plain' },
      payload: returnFile,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const businessItem = run.items.find((item) => item.contractorId === business)!;
    expect(imported.json()).toMatchObject({
      matched: [],
      contractorMatched: [
        {
          contractorPaymentId: run.id,
          contractorPaymentItemId: businessItem.id,
          contractorId: business,
          returnCode: 'R02',
        },
      ],
    });
    const read = await call('GET', `/api/contractor-payments/${run.id}`, { company: null });
    expect(read.json().items).toContainEqual(
      expect.objectContaining({ contractorId: business, status: 'failed', returnCode: 'R02' }),
    );
    const forms = await call('GET', `/api/companies/${state.lakeside}/1099-nec?year=2026`);
    const ids = forms.json().items.map((item: { contractorId: string }) => item.contractorId);
    expect(ids).toContain(person);
    expect(ids).not.toContain(business);
  });

  it('pays a payroll and a run in one file: one PPD batch carries both', async () => {
    const payroll = await commitNextPayroll(state.lakeside, state.lakesideGroup, 'owner');
    const second = await pay('2026-12-04', [{ contractorId: person, amountCents: 10_000 }]);
    const preview = await call('POST', '/api/payments/ach/preview', {
      payload: { payrolls: [payroll.id], contractorPayments: [second.id] },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().batches).toEqual([
      expect.objectContaining({
        standardEntryClass: 'PPD',
        payrollIds: [payroll.id],
        contractorPaymentIds: [second.id],
      }),
    ]);
    const created = await call('POST', '/api/payments/ach/files', {
      payload: { payrolls: [payroll.id], contractorPayments: [second.id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = (await call('GET', `/api/payments/ach/files/${created.json().id}`)).body;
    expect(validateAch(body, { requireBalanced: true })).toEqual({ valid: true, findings: [] });
    expect(body.split('\n').filter((line) => line.startsWith('5'))).toHaveLength(1);
  });

  it('refuses an empty request and another company’s run', async () => {
    const empty = await call('POST', '/api/payments/ach/preview', {
      payload: { payrolls: [], contractorPayments: [] },
    });
    expect(empty.statusCode).toBe(400);
    const elsewhere = await addContractor({ name: 'Ola Redwood', company: state.redwood });
    const redwoodRun = await pay(
      '2026-12-04',
      [{ contractorId: elsewhere, amountCents: 10_000 }],
      'admin',
      state.redwood,
    );
    const refused = await call('POST', '/api/payments/ach/preview', {
      payload: { contractorPayments: [redwoodRun.id] },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'ach_file.contractor_payment_not_found' });
  });

  it('lists the approved runs an ACH file can pay, across the caller’s companies', async () => {
    const waiting = await pay('2026-12-11', [{ contractorId: person, amountCents: 12_300 }]);
    const approved = async (as: 'owner' | 'admin') =>
      (await call('GET', '/api/contractor-payments?status=approved', { as, company: null })).json<{
        items: { id: string; companyName: string; status: string }[];
      }>().items;
    const owner = await approved('owner');
    expect(owner.map((item) => item.id)).toContain(waiting.id);
    expect(owner.map((item) => item.id)).not.toContain(run.id);
    expect(new Set(owner.map((item) => item.companyName))).toEqual(
      new Set(['Lakeside Bakery LLC']),
    );
    expect(new Set(owner.map((item) => item.status))).toEqual(new Set(['approved']));
    const admin = await approved('admin');
    expect(new Set(admin.map((item) => item.companyName))).toEqual(
      new Set(['Lakeside Bakery LLC', 'Redwood Software Inc']),
    );
    const processing = await call('GET', '/api/contractor-payments?status=processing', {
      company: null,
    });
    expect(processing.json().items.map((item: { id: string }) => item.id)).toContain(run.id);
  });
});
