import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { achHarness } from './ach-files.test-kit';

const { state, db, commitNextPayroll, generateFile } = achHarness();

describe(`ACH entries keep the pay stubs they pay on ${testDatabaseKind()}`, () => {
  it('refuses to delete a stub that an entry pays', async () => {
    const payroll = await commitNextPayroll(state.redwood, state.redwoodGroup);
    const fileId = await generateFile([payroll.id], 'admin');
    const entry = await db()
      .selectFrom('ach_entries')
      .select('pay_stub_id')
      .where('ach_file_id', '=', fileId)
      .where('kind', '=', 'credit')
      .executeTakeFirstOrThrow();
    expect(entry.pay_stub_id).not.toBeNull();
    await expect(
      db()
        .deleteFrom('pay_stubs')
        .where('id', '=', entry.pay_stub_id ?? '')
        .execute(),
    ).rejects.toThrow(/foreign key/i);
    const stub = await db()
      .selectFrom('pay_stubs')
      .select('status')
      .where('id', '=', entry.pay_stub_id ?? '')
      .executeTakeFirst();
    expect(stub).toEqual({ status: 'issued' });
  });
});
