import { randomBytes } from 'node:crypto';
import { readAch, validateAch, writeReturnFile } from '@paydesk/ach';
import { describe, expect, it } from 'vitest';
import { decryptSecret } from '@paydesk/api/platform/crypto';
import { rotateSecrets } from '@paydesk/api/platform/db/rotate-secrets';
import { bearer } from '@paydesk/api/test-support/sign-in';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { achHarness } from './ach-files.test-kit';

const { state, call, commitNextPayroll, signInAgain } = achHarness();

type Payroll = Awaited<ReturnType<typeof commitNextPayroll>>;
const db = () => state.harness.context.database.db;
const count = async (table: 'ach_files' | 'ach_entries') =>
  Number(
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );

describe(`ACH files on ${testDatabaseKind()}`, () => {
  let lakeside: Payroll;
  let redwood: Payroll;
  let fileId = '';
  let redwoodFileId = '';
  let byCheck = '';
  let voided = '';

  it('commits a payroll where one employee is paid by check and one payment is voided', async () => {
    const stubs = await db()
      .selectFrom('employees')
      .select(['id', 'email'])
      .where('company_id', '=', state.lakeside)
      .where('status', '=', 'active')
      .orderBy('last_name')
      .execute();
    byCheck = stubs.find((row) => row.id !== state.ethan && row.email !== 'owner@paydesk.test')!.id;
    await db()
      .updateTable('employees')
      .set({ payment_method: 'check' })
      .where('id', '=', byCheck)
      .execute();
    lakeside = await commitNextPayroll(state.lakeside, state.lakesideGroup, 'owner');
    redwood = await commitNextPayroll(state.redwood, state.redwoodGroup, 'admin');
    const checkStub = lakeside.items.find((item) => item.employeeId === byCheck)!;
    const detail = await db()
      .selectFrom('pay_stubs')
      .select('details')
      .where('id', '=', checkStub.payStubId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(detail.details).deposits).toEqual([]);
    // The payment of another employee is voided (the pay stub's void call does the same).
    voided = lakeside.items.find(
      (item) => item.employeeId !== byCheck && item.employeeId !== state.ethan,
    )!.payStubId;
    await db()
      .updateTable('pay_stubs')
      .set({ status: 'voided', payment_status: 'voided' })
      .where('id', '=', voided)
      .execute();
  });

  it('previews without writing anything', async () => {
    const preview = await call('POST', '/api/payments/ach/preview', {
      payload: { payrolls: [lakeside.id] },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json();
    const paid = lakeside.items.filter(
      (item) => item.employeeId !== byCheck && item.payStubId !== voided && item.netPayCents > 0,
    );
    const net = paid.reduce((sum, item) => sum + item.netPayCents, 0);
    expect(body).toMatchObject({
      effectiveEntryDate: lakeside.payDate,
      totalCreditCents: net,
      totalDebitCents: net,
      entryCount: paid.length + 1,
      warnings: [],
    });
    expect(body.batches).toEqual([
      expect.objectContaining({
        companyId: state.lakeside,
        companyName: 'Lakeside Bakery LLC',
        payrollIds: [lakeside.id],
        creditCount: paid.length,
      }),
    ]);
    expect(await count('ach_files')).toBe(0);
    expect(await count('ach_entries')).toBe(0);
    const payroll = await call('GET', `/api/payrolls/${lakeside.id}`);
    expect(payroll.json()).toMatchObject({ status: 'approved', achFileId: null });
  });

  it('keeps owners to their companies’ payrolls and employees out', async () => {
    for (const url of ['/api/payments/ach/preview', '/api/payments/ach/files']) {
      const other = await call('POST', url, { payload: { payrolls: [lakeside.id, redwood.id] } });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ code: 'ach_file.payroll_not_found' });
      expect(other.json().detail).toContain(redwood.id);
      const unknown = await call('POST', url, { payload: { payrolls: ['no-such-payroll'] } });
      expect(unknown.statusCode).toBe(404);
      const employee = await call('POST', url, {
        as: 'employee',
        payload: { payrolls: [lakeside.id] },
      });
      expect(employee.statusCode).toBe(404);
    }
    expect((await call('GET', '/api/payments/ach/files', { as: 'employee' })).statusCode).toBe(404);
    expect(await count('ach_files')).toBe(0);
  });

  it('refuses a cancelled payroll, naming it', async () => {
    const next = await commitNextPayroll(state.lakeside, state.lakesideGroup, 'owner');
    const cancelled = await call('PATCH', `/api/payrolls/${next.id}`, {
      payload: { version: next.version, status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refused = await call('POST', '/api/payments/ach/files', {
      payload: { payrolls: [lakeside.id, next.id] },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ach_file.payroll_not_payable' });
    expect(refused.json().detail).toContain(next.id);
    expect(await count('ach_files')).toBe(0);
    const payroll = await call('GET', `/api/payrolls/${lakeside.id}`);
    expect(payroll.json().status).toBe('approved');
  });

  it('generates the file: strictly valid, balanced, the net pays of the deposits', async () => {
    const created = await call('POST', '/api/payments/ach/files', {
      payload: { payrolls: [lakeside.id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const file = created.json();
    fileId = file.id;
    const paid = lakeside.items.filter(
      (item) => item.employeeId !== byCheck && item.payStubId !== voided && item.netPayCents > 0,
    );
    const net = paid.reduce((sum, item) => sum + item.netPayCents, 0);
    expect(file).toMatchObject({
      payrollIds: [lakeside.id],
      entryCount: paid.length + 1,
      totalCreditCents: net,
      totalDebitCents: net,
      effectiveEntryDate: lakeside.payDate,
    });

    const payroll = await call('GET', `/api/payrolls/${lakeside.id}`);
    expect(payroll.json()).toMatchObject({ status: 'processing', achFileId: fileId });
    expect(payroll.json().version).toBe(lakeside.version + 1);

    const download = await call('GET', `/api/payments/ach/files/${fileId}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/^text\/plain/);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="ach-${fileId}.txt"`,
    );
    const text = download.body;
    expect(validateAch(text, { requireBalanced: true })).toEqual({ valid: true, findings: [] });
    const read = readAch(text);
    expect(read.file?.batches).toHaveLength(1);
    const batch = read.file!.batches[0]!;
    expect(batch).toMatchObject({
      companyName: 'LAKESIDE BAKERY',
      companyIdentification: '1123456789',
      companyEntryDescription: 'PAYROLL',
      effectiveEntryDate: lakeside.payDate,
    });
    // The reader leaves out values that are the defaults: read them in the batch header itself.
    const header = text.split('\n').find((line) => line.startsWith('5'))!;
    expect([header.slice(1, 4), header.slice(50, 53)]).toEqual(['200', 'PPD']);
    // The reader gives the balancing debit back as the batch's offset (a 27 of the funding account).
    const credits = batch.entries;
    expect(
      credits.every((entry) => entry.transactionCode === 22 || entry.transactionCode === 32),
    ).toBe(true);
    expect(credits).toHaveLength(paid.length);
    expect(credits.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(net);
    expect(batch.offset).toMatchObject({ accountType: 'checking' });
    expect(text.split('\n').filter((line) => line.startsWith('627'))).toHaveLength(1);
    const control = text.split('\n').find((line) => line.startsWith('8'))!;
    expect([Number(control.slice(20, 32)), Number(control.slice(32, 44))]).toEqual([net, net]);
    for (const entry of credits) {
      expect(entry.individualName).toBe(entry.individualName.toUpperCase());
      expect(entry.individualId).toMatch(/^E\d{4}$/);
    }
    const traces = text
      .split('\n')
      .filter((line) => line.startsWith('6'))
      .map((line) => line.slice(79, 94));
    expect(new Set(traces).size).toBe(traces.length);
    for (const trace of traces) expect(trace).toMatch(/^02100002\d{7}$/);

    // Each payment keeps its trace number; the funding debit too.
    const stored = await db()
      .selectFrom('ach_entries')
      .selectAll()
      .where('ach_file_id', '=', fileId)
      .execute();
    expect(stored.map((row) => row.trace_number).sort()).toEqual([...traces].sort());
    expect(stored.filter((row) => row.kind === 'debit')).toHaveLength(1);
    expect(stored.some((row) => row.pay_stub_id === voided)).toBe(false);

    // Sealed at rest: neither the description nor any account number is readable.
    const row = await db()
      .selectFrom('ach_files')
      .select('content_encrypted')
      .where('id', '=', fileId)
      .executeTakeFirstOrThrow();
    expect(row.content_encrypted).not.toContain('PAYROLL');
    for (const entry of batch.entries) {
      expect(row.content_encrypted).not.toContain(entry.accountNumber);
    }
    expect(row.content_encrypted).not.toContain(batch.offset!.accountNumber);
    expect(decryptSecret(state.harness.context.config.encryptionKey, row.content_encrypted)).toBe(
      text,
    );

    const audit = await db()
      .selectFrom('audit_events')
      .select(['company_id', 'details'])
      .where('action', '=', 'ach-file.generated')
      .where('entity_id', '=', fileId)
      .execute();
    expect(audit).toEqual([expect.objectContaining({ company_id: state.lakeside })]);
  });

  it('puts a payroll in one file only', async () => {
    for (const url of ['/api/payments/ach/preview', '/api/payments/ach/files']) {
      const again = await call('POST', url, { payload: { payrolls: [lakeside.id] } });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'ach_file.payroll_in_file' });
      expect(again.json().detail).toContain(lakeside.id);
    }
    expect(await count('ach_files')).toBe(1);
  });

  it('lists newest first within the caller’s companies and downloads only those', async () => {
    const other = await call('POST', '/api/payments/ach/files', {
      as: 'admin',
      payload: { payrolls: [redwood.id] },
    });
    expect(other.statusCode, other.body).toBe(201);
    const otherId = other.json().id as string;
    redwoodFileId = otherId;
    // Trace numbers go on from the previous file's.
    const traces = await db().selectFrom('ach_entries').select('trace_number').execute();
    expect(new Set(traces.map((row) => row.trace_number)).size).toBe(traces.length);

    const admin = await call('GET', '/api/payments/ach/files', {
      as: 'admin',
      headers: { 'Page-Size': '1' },
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ totalItems: 2, totalPages: 2 });
    expect(admin.json().items.map((item: { id: string }) => item.id)).toEqual([otherId]);
    const second = await call('GET', '/api/payments/ach/files', {
      as: 'admin',
      headers: { 'Page-Size': '1', 'Page-Key': admin.headers['next-page-key'] as string },
    });
    expect(second.json().items.map((item: { id: string }) => item.id)).toEqual([fileId]);

    const owner = await call('GET', '/api/payments/ach/files');
    expect(owner.json()).toMatchObject({ totalItems: 1, items: [{ id: fileId }] });
    const denied = await call('GET', `/api/payments/ach/files/${otherId}`);
    expect(denied.statusCode).toBe(404);
    expect(denied.json().code).toBe('ach_file.not_found');
    expect(
      (await call('GET', `/api/payments/ach/files/${fileId}`, { as: 'employee' })).statusCode,
    ).toBe(404);
  });

  it('imports the bank’s returns: two payments fail, the rest is reported, twice changes nothing', async () => {
    const text = (await call('GET', `/api/payments/ach/files/${fileId}`)).body;
    const batch = readAch(text).file!.batches[0]!;
    // The credits' trace numbers, in the file's order (the reader leaves out the ones it would give).
    const creditTraces = text
      .split('\n')
      .filter((line) => /^6[23]2/.test(line))
      .map((line) => line.slice(79, 94));
    const [first, second, third] = batch.entries.map((entry, index) => ({
      ...entry,
      traceNumber: creditTraces[index]!,
    }));
    const original = (entry: typeof first) => ({
      routingNumber: entry!.routingNumber,
      accountNumber: entry!.accountNumber,
      amountCents: entry!.amountCents,
      individualName: entry!.individualName,
      transactionCode: entry!.transactionCode,
      originalTraceNumber: entry!.traceNumber,
    });
    const unknownTrace = '021000029999999';
    const returnFile = writeReturnFile({
      immediateDestination: '021000021',
      immediateDestinationName: 'DEMO ORIGINATING BANK',
      immediateOrigin: '071000013',
      immediateOriginName: 'RECEIVING BANK',
      createdAt: '2026-12-07T10:00Z',
      companyName: batch.companyName,
      companyIdentification: batch.companyIdentification,
      companyEntryDescription: 'PAYROLL',
      effectiveEntryDate: '2026-12-07',
      entries: [
        { ...original(first), returnCode: 'R01' },
        { ...original(second), returnCode: 'R03' },
        { ...original(first), originalTraceNumber: unknownTrace, returnCode: 'R01' },
        { ...original(third), changeCode: 'C01', correctedData: '99887766' },
      ],
    });
    const stubOf = async (trace: string) =>
      (
        await db()
          .selectFrom('ach_entries')
          .select('pay_stub_id')
          .where('trace_number', '=', trace)
          .executeTakeFirstOrThrow()
      ).pay_stub_id!;
    const [firstStub, secondStub, thirdStub] = await Promise.all(
      [first, second, third].map((entry) => stubOf(entry!.traceNumber)),
    );
    const post = (body: string, as: 'owner' | 'admin' | 'employee' = 'owner') =>
      state.harness.app.inject({
        method: 'POST',
        url: '/api/payments/ach/returns',
        headers: { ...bearer(state.tokens[as]), 'content-type': 'text/plain' },
        payload: body,
      });

    const imported = await post(returnFile);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({
      matched: [
        { payStubId: firstStub, returnCode: 'R01', reason: expect.stringMatching(/insufficient/i) },
        { payStubId: secondStub, returnCode: 'R03', reason: expect.any(String) },
      ],
      unmatched: [{ traceNumber: unknownTrace, returnCode: 'R01' }],
      notificationsOfChange: [
        {
          traceNumber: third!.traceNumber,
          changeCode: 'C01',
          correctedData: '99887766',
          payStubId: thirdStub,
        },
      ],
    });
    const payroll = await call('GET', `/api/payrolls/${lakeside.id}`);
    const items = payroll.json().items as {
      payStubId: string;
      paymentStatus: string;
      returnCode: string | null;
    }[];
    expect(items.filter((item) => item.paymentStatus === 'failed')).toHaveLength(2);
    expect(items.find((item) => item.payStubId === firstStub)).toMatchObject({
      paymentStatus: 'failed',
      returnCode: 'R01',
    });
    expect(items.find((item) => item.payStubId === secondStub)).toMatchObject({
      paymentStatus: 'failed',
      returnCode: 'R03',
    });
    expect(items.find((item) => item.payStubId === thirdStub)).toMatchObject({
      paymentStatus: 'pending',
      returnCode: null,
    });
    const audits = await db()
      .selectFrom('audit_events')
      .select('entity_id')
      .where('action', '=', 'pay-stub.payment-returned')
      .execute();
    expect(audits.map((row) => row.entity_id).sort()).toEqual([firstStub, secondStub].sort());
    const mail = await db()
      .selectFrom('mail_outbox')
      .select(['subject', 'body_text'])
      .where('recipient', '=', 'owner@paydesk.test')
      .where('subject', 'like', '%returned%')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body_text).toContain('R03');
    expect(mail[0]!.body_text).not.toContain(first!.accountNumber);

    const again = await post(returnFile);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      matched: [],
      unmatched: [
        { traceNumber: first!.traceNumber, returnCode: 'R01' },
        { traceNumber: second!.traceNumber, returnCode: 'R03' },
        { traceNumber: unknownTrace, returnCode: 'R01' },
      ],
    });
    const after = await call('GET', `/api/payrolls/${lakeside.id}`);
    expect(after.json().items).toEqual(items);
    const auditsAfter = await db()
      .selectFrom('audit_events')
      .select('id')
      .where('action', '=', 'pay-stub.payment-returned')
      .execute();
    expect(auditsAfter).toHaveLength(2);

    const broken = await post('this is not a NACHA file');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'ach_file.return_file_invalid' });
    expect(broken.json().detail).toMatch(/cannot be read/);
    expect((await post(returnFile, 'employee')).statusCode).toBe(404);
  });

  it('matches an owner’s returns only to their companies’ payments', async () => {
    const text = (await call('GET', `/api/payments/ach/files/${redwoodFileId}`, { as: 'admin' }))
      .body;
    const batch = readAch(text).file!.batches[0]!;
    const credit = batch.entries[0]!;
    const trace = text
      .split('\n')
      .find((line) => /^6[23]2/.test(line))!
      .slice(79, 94);
    const returnFile = writeReturnFile({
      immediateDestination: '021000021',
      immediateDestinationName: 'DEMO ORIGINATING BANK',
      immediateOrigin: '071000013',
      immediateOriginName: 'RECEIVING BANK',
      createdAt: '2026-12-07T10:00Z',
      companyName: batch.companyName,
      companyIdentification: batch.companyIdentification,
      companyEntryDescription: 'PAYROLL',
      effectiveEntryDate: '2026-12-07',
      entries: [
        {
          routingNumber: credit.routingNumber,
          accountNumber: credit.accountNumber,
          amountCents: credit.amountCents,
          individualName: credit.individualName,
          transactionCode: credit.transactionCode,
          originalTraceNumber: trace,
          returnCode: 'R02',
        },
      ],
    });
    const post = (as: 'owner' | 'admin') =>
      state.harness.app.inject({
        method: 'POST',
        url: '/api/payments/ach/returns',
        headers: { ...bearer(state.tokens[as]), 'content-type': 'text/plain' },
        payload: returnFile,
      });
    const byOwner = await post('owner');
    expect(byOwner.json()).toMatchObject({ matched: [], unmatched: [{ traceNumber: trace }] });
    const byAdmin = await post('admin');
    expect(byAdmin.json()).toMatchObject({ matched: [{ returnCode: 'R02' }], unmatched: [] });
  });

  it('stores nothing when the file cannot be written as the bank needs it', async () => {
    const next = await commitNextPayroll(state.redwood, state.redwoodGroup, 'admin');
    const stub = next.items.find((item) => item.netPayCents > 0)!;
    const account = await db()
      .selectFrom('bank_accounts')
      .select(['id', 'routing_number'])
      .where('employee_id', '=', stub.employeeId)
      .executeTakeFirstOrThrow();
    // A routing number whose check digit is wrong cannot be written into a NACHA file.
    await db()
      .updateTable('bank_accounts')
      .set({ routing_number: '021000022' })
      .where('id', '=', account.id)
      .execute();
    const files = await count('ach_files');
    const entries = await count('ach_entries');
    const failed = await call('POST', '/api/payments/ach/files', {
      as: 'admin',
      payload: { payrolls: [next.id] },
    });
    expect(failed.statusCode).toBe(500);
    expect(failed.json().code).toBe('server.internal');
    expect(failed.body).not.toContain('021000022');
    expect([await count('ach_files'), await count('ach_entries')]).toEqual([files, entries]);
    const payroll = await call('GET', `/api/payrolls/${next.id}`, {
      as: 'admin',
      company: state.redwood,
    });
    expect(payroll.json()).toMatchObject({ status: 'approved', achFileId: null });
    await db()
      .updateTable('bank_accounts')
      .set({ routing_number: account.routing_number })
      .where('id', '=', account.id)
      .execute();
  });

  it('answers paid once the pay date has come, and the list filters agree', async () => {
    const processing = await call(
      'GET',
      `/api/payrolls?companyId=${state.lakeside}&status=processing`,
    );
    expect(processing.json().items.map((item: { id: string }) => item.id)).toContain(lakeside.id);
    const before = await call(
      'GET',
      `/api/pay-groups/${state.lakesideGroup}/payroll-schedules?from=${lakeside.payDate}`,
    );
    expect(
      before.json().items.find((item: { payrollId: string }) => item.payrollId === lakeside.id),
    ).toMatchObject({ status: 'processing' });
    state.harness.clock.advance(
      Date.parse(`${lakeside.payDate}T12:00:00Z`) - state.harness.clock.now().getTime(),
    );
    await signInAgain();
    const payroll = await call('GET', `/api/payrolls/${lakeside.id}`);
    expect(payroll.json().status).toBe('paid');
    const statuses = new Map(
      payroll
        .json()
        .items.map((item: { payStubId: string; paymentStatus: string }) => [
          item.payStubId,
          item.paymentStatus,
        ]),
    );
    expect(statuses.get(voided)).toBe('voided');
    // Returned payments stay failed; every other payment is paid.
    expect([...statuses.values()].filter((status) => status === 'failed')).toHaveLength(2);
    expect(
      [...statuses.values()]
        .filter((status) => status !== 'voided' && status !== 'failed')
        .every((status) => status === 'paid'),
    ).toBe(true);
    const paid = await call('GET', `/api/payrolls?companyId=${state.lakeside}&status=paid`);
    expect(
      paid.json().items.map((item: { id: string; status: string }) => [item.id, item.status]),
    ).toEqual([[lakeside.id, 'paid']]);
    const schedule = await call(
      'GET',
      `/api/pay-groups/${state.lakesideGroup}/payroll-schedules?from=${lakeside.payDate}`,
    );
    expect(
      schedule.json().items.find((item: { payrollId: string }) => item.payrollId === lakeside.id),
    ).toMatchObject({ status: 'paid' });
    const stillProcessing = await call(
      'GET',
      `/api/payrolls?companyId=${state.lakeside}&status=processing`,
    );
    expect(stillProcessing.json().totalItems).toBe(0);
  });
});

describe(`a key rotation on ${testDatabaseKind()}`, () => {
  it('re-encrypts the stored ACH files too', async () => {
    const rows = await db().selectFrom('ach_files').select(['id', 'content_encrypted']).execute();
    expect(rows.length).toBeGreaterThan(0);
    const oldKey = state.harness.context.config.encryptionKey;
    const texts = rows.map((row) => decryptSecret(oldKey, row.content_encrypted));
    const newKey = randomBytes(32);
    await rotateSecrets(db(), oldKey, newKey);
    const after = await db().selectFrom('ach_files').select(['id', 'content_encrypted']).execute();
    expect(after.map((row) => decryptSecret(newKey, row.content_encrypted))).toEqual(texts);
  });
});
