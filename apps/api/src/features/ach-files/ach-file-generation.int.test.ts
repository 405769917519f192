import { randomBytes } from 'node:crypto';
import { readAch, validateAch } from '@paydesk/ach';
import { describe, expect, it } from 'vitest';
import { decryptSecret } from '@paydesk/api/platform/crypto';
import { rotateSecrets } from '@paydesk/api/platform/db/rotate-secrets';
import type { CommittedPayroll } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { achHarness } from './ach-files.test-kit';

const { state, call, commitNextPayroll, db, count, commitMixedPayrolls } = achHarness();

describe(`ACH file generation on ${testDatabaseKind()}`, () => {
  let lakeside: CommittedPayroll;
  let fileId = '';
  let byCheck = '';
  let voided = '';

  it('commits a payroll where one employee is paid by check and one payment is voided', async () => {
    ({ lakeside, byCheck, voided } = await commitMixedPayrolls());
    const checkStub = lakeside.items.find((item) => item.employeeId === byCheck)!;
    const detail = await db()
      .selectFrom('pay_stubs')
      .select('details')
      .where('id', '=', checkStub.payStubId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(detail.details).deposits).toEqual([]);
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
