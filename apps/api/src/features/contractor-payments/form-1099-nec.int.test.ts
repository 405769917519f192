import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret } from '@paydesk/api/platform/crypto';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { contractorHarness } from './contractor-payments.test-kit';

const { state, call, db, addContractor, pay } = contractorHarness();

type Forms = {
  year: number;
  thresholdCents: number;
  dueDate: string;
  items: { contractorId: string; box1Cents: number; box4Cents: number; required: boolean }[];
};

describe(`1099-NEC on ${testDatabaseKind()}`, () => {
  let atThreshold = '';
  let below = '';
  let withheld = '';
  let forms: Forms;

  beforeAll(async () => {
    atThreshold = await addContractor({ name: 'Theo Marchetti' });
    below = await addContractor({ name: 'Bea Fontaine', type: 'business', paidBy: 'check' });
    withheld = await addContractor({ name: 'Ravi Sandhu', backupWithholding: true });
    // $2,000.00 in two payments, with a reimbursement that box 1 leaves out.
    await pay('2026-12-04', [
      { contractorId: atThreshold, amountCents: 120_000, reimbursementCents: 9_999 },
      { contractorId: below, amountCents: 100_000 },
      { contractorId: withheld, amountCents: 10_000 },
    ]);
    await pay('2026-12-11', [
      { contractorId: atThreshold, amountCents: 80_000 },
      { contractorId: below, amountCents: 99_999 },
    ]);
    forms = (await call('GET', `/api/companies/${state.lakeside}/1099-nec?year=2026`)).json();
  });

  it('adds up box 1 from the amounts and box 4 from the backup withholding of the year', () => {
    expect(forms).toMatchObject({ year: 2026, thresholdCents: 200_000, dueDate: '2027-02-01' });
    const of = (id: string) => forms.items.find((item) => item.contractorId === id);
    expect(of(atThreshold)).toMatchObject({ box1Cents: 200_000, box4Cents: 0, paymentCount: 2 });
    expect(of(below)).toMatchObject({ box1Cents: 199_999, box4Cents: 0 });
    expect(of(withheld)).toMatchObject({ box1Cents: 10_000, box4Cents: 2_400 });
  });

  it('requires a form from $2,000 or more in 2026, or for any backup withholding', () => {
    const of = (id: string) => forms.items.find((item) => item.contractorId === id);
    expect(of(atThreshold)?.required).toBe(true);
    expect(of(below)?.required).toBe(false);
    expect(of(withheld)?.required).toBe(true);
  });

  it('equals the payments the runs answer', async () => {
    const list = await call('GET', `/api/companies/${state.lakeside}/contractor-payments`);
    const lines = (
      list.json().items as {
        payDate: string;
        status: string;
        items: { contractorId: string; amountCents: number; status: string }[];
      }[]
    )
      .filter((run) => run.payDate.startsWith('2026') && run.status !== 'voided')
      .flatMap((run) => run.items);
    for (const item of forms.items) {
      const paid = lines
        .filter((line) => line.contractorId === item.contractorId && line.status !== 'failed')
        .reduce((sum, line) => sum + line.amountCents, 0);
      expect(item.box1Cents, item.contractorId).toBe(paid);
    }
  });

  it('answers nothing for a year without payments', async () => {
    const empty = await call('GET', `/api/companies/${state.lakeside}/1099-nec?year=2025`);
    expect(empty.json()).toMatchObject({ thresholdCents: 60_000, items: [] });
  });

  it('draws copy B (TIN truncated) and the owner’s copy C (TIN whole) as a PDF', async () => {
    const file = await call(
      'GET',
      `/api/companies/${state.lakeside}/1099-nec/${atThreshold}/file?year=2026`,
    );
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.headers['content-disposition']).toContain(`1099-nec-2026-${atThreshold}.pdf`);
    const document = await getDocumentProxy(new Uint8Array(file.rawPayload));
    const { text } = await extractText(document, { mergePages: true });
    expect(text).toContain('Form 1099-NEC');
    expect(text).toContain('Copy B');
    expect(text).toContain('Copy C');
    expect(text).toContain('2,000.00');
    expect(text).toContain('Theo Marchetti');
    const row = await db()
      .selectFrom('contractors')
      .select(['tin_encrypted', 'tin_last4'])
      .where('id', '=', atThreshold)
      .executeTakeFirstOrThrow();
    const tin = decryptSecret(state.harness.context.config.encryptionKey, row.tin_encrypted ?? '');
    expect(text).toContain(`***-**-${row.tin_last4}`);
    expect(text).toContain(`${tin.slice(0, 3)}-${tin.slice(3, 5)}-${tin.slice(5)}`);
  });

  it('refuses another company’s contractor as not found', async () => {
    const elsewhere = await addContractor({ name: 'Kai Redwood', company: state.redwood });
    const file = await call(
      'GET',
      `/api/companies/${state.lakeside}/1099-nec/${elsewhere}/file?year=2026`,
    );
    expect(file.statusCode).toBe(404);
  });
});
