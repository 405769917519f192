import { readAch, writeReturnFile } from '@paydesk/ach';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '@paydesk/api/test-support/sign-in';
import type { CommittedPayroll } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { achHarness } from './ach-files.test-kit';

const { state, call, signInAgain, db, commitMixedPayrolls, generateFile } = achHarness();

describe(`ACH returns and settlement on ${testDatabaseKind()}`, () => {
  let lakeside: CommittedPayroll;
  let fileId = '';
  let voided = '';

  beforeAll(async () => {
    ({ lakeside, voided } = await commitMixedPayrolls());
    fileId = await generateFile([lakeside.id]);
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
