import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { contractorHarness } from './contractor-payments.test-kit';

const { call, db, addContractor, pay } = contractorHarness();

describe(`contractor payments against ACH files at the same instant on ${testDatabaseKind()}`, () => {
  let contractor = '';

  beforeAll(async () => {
    contractor = await addContractor({ name: 'Rhea Racer' });
  });

  it('either voids a run or pays it, never both (10 voids raced against files)', async () => {
    for (let round = 0; round < 10; round += 1) {
      const run = await pay('2026-12-04', [
        { contractorId: contractor, amountCents: 1_000 + round },
      ]);
      const [voided, filed] = await Promise.all([
        call('POST', `/api/contractor-payments/${run.id}/void`, {
          company: null,
          payload: { version: run.version },
        }),
        call('POST', '/api/payments/ach/files', { payload: { contractorPayments: [run.id] } }),
      ]);
      const statuses = [voided.statusCode, filed.statusCode].sort();
      expect(statuses, `${voided.body}\n${filed.body}`).toEqual(
        voided.statusCode === 200 ? [200, 409] : [201, 409],
      );
      const stored = await db()
        .selectFrom('contractor_payments')
        .select(['status', 'ach_file_id'])
        .where('id', '=', run.id)
        .executeTakeFirstOrThrow();
      const entries = await db()
        .selectFrom('ach_entries')
        .innerJoin(
          'contractor_payment_items',
          'contractor_payment_items.id',
          'ach_entries.contractor_payment_item_id',
        )
        .select('ach_entries.trace_number')
        .where('contractor_payment_items.contractor_payment_id', '=', run.id)
        .execute();
      if (voided.statusCode === 200) {
        expect(stored).toEqual({ status: 'voided', ach_file_id: null });
        expect(entries).toEqual([]);
      } else {
        expect(stored).toEqual({ status: 'processing', ach_file_id: filed.json().id });
        expect(entries).toHaveLength(1);
        expect(voided.json()).toMatchObject({ code: 'contractor_payment.in_file' });
      }
    }
  });
});
