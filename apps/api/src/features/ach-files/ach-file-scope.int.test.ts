import { readAch, writeReturnFile } from '@paydesk/ach';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '@paydesk/api/test-support/sign-in';
import type { CommittedPayroll } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { achHarness } from './ach-files.test-kit';

const { state, call, db, count, commitMixedPayrolls, generateFile } = achHarness();

describe(`ACH files within the caller’s companies on ${testDatabaseKind()}`, () => {
  let lakeside: CommittedPayroll;
  let redwood: CommittedPayroll;
  let fileId = '';
  let redwoodFileId = '';

  beforeAll(async () => {
    ({ lakeside, redwood } = await commitMixedPayrolls());
  });

  it('keeps owners to their companies’ payrolls and employees out', async () => {
    for (const url of ['/api/payments/ach/preview', '/api/payments/ach/files']) {
      const other = await call('POST', url, { payload: { payrolls: [lakeside.id, redwood.id] } });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ code: 'ach_file.payroll_not_found' });
      expect(other.json().detail).toContain(redwood.id);
      // An id of the right form that names no payroll (any other text is the contract's 400).
      const unknown = await call('POST', url, {
        payload: { payrolls: ['019ac1d4-7b2e-7c3a-9f10-000000000000'] },
      });
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

  describe('once the bakery’s payroll is in a file', () => {
    beforeAll(async () => {
      fileId = await generateFile([lakeside.id]);
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
  });
});
