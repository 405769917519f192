import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { decryptSecret } from '@paydesk/api/platform/crypto';
import { payrollHarness, type Who } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

const { state, call, commitNextPayroll } = payrollHarness({ paidBy: 'check' });

type W2s = {
  items: { employeeId: string; name: string; boxes: Record<'1' | '2', number> }[];
  w3: Record<'forms' | '1' | '2' | '3' | '4' | '5' | '6', number>;
};

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(cents / 100);

async function pdfText(url: string, as: Who) {
  const file = await call('GET', url, { as, company: state.lakeside });
  expect(file.statusCode, file.body).toBe(200);
  expect(file.headers['content-type']).toContain('application/pdf');
  const document = await getDocumentProxy(new Uint8Array(file.rawPayload));
  const { text } = await extractText(document, { mergePages: true });
  return { text, pages: document.numPages, disposition: file.headers['content-disposition'] };
}

/** The employee's SSN as box a prints it whole: `123-45-6789`. */
async function fullSsnOf(employeeId: string) {
  const { db } = state.harness.context.database;
  const row = await db
    .selectFrom('employees')
    .select(['legal_id_encrypted', 'legal_id_last4'])
    .where('id', '=', employeeId)
    .executeTakeFirstOrThrow();
  const digits = decryptSecret(
    state.harness.context.config.encryptionKey,
    row.legal_id_encrypted ?? '',
  ).replace(/\D/g, '');
  return {
    full: `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`,
    masked: `XXX-XX-${row.legal_id_last4}`,
  };
}

describe(`the employer's copy D and Form W-3 PDFs on ${testDatabaseKind()}`, () => {
  it('draws copy D of every W-2, one a page, the full SSN for the owner only', async () => {
    await commitNextPayroll(state.lakeside, state.lakesideGroup, 'owner');
    const w2s = (await call('GET', `/api/companies/${state.lakeside}/w2?year=2026`)).json<W2s>();
    expect(w2s.items.length).toBeGreaterThan(1);
    const url = `/api/companies/${state.lakeside}/w2/file?year=2026`;

    const owner = await pdfText(url, 'owner');
    expect(owner.disposition).toBe(`attachment; filename="w2-copy-d-2026-${state.lakeside}.pdf"`);
    expect(owner.pages).toBe(w2s.items.length);
    expect(owner.text.match(/Copy D/g)?.length).toBe(w2s.items.length);
    expect(owner.text).not.toContain('Copy B');
    for (const item of w2s.items) {
      expect(owner.text).toContain(dollars(item.boxes['1']));
      const ssn = await fullSsnOf(item.employeeId);
      expect(owner.text).toContain(ssn.full);
    }

    const admin = await pdfText(url, 'admin');
    expect(admin.pages).toBe(w2s.items.length);
    for (const item of w2s.items) {
      const ssn = await fullSsnOf(item.employeeId);
      expect(admin.text).toContain(ssn.masked);
      expect(admin.text).not.toContain(ssn.full);
    }
  });

  it('draws Form W-3 with the W-2s’ totals and the employer', async () => {
    const w2s = (await call('GET', `/api/companies/${state.lakeside}/w2?year=2026`)).json<W2s>();
    const { text, disposition } = await pdfText(
      `/api/companies/${state.lakeside}/w3/file?year=2026`,
      'owner',
    );
    expect(disposition).toBe(`attachment; filename="w3-2026-${state.lakeside}.pdf"`);
    expect(text).toContain('Form W-3');
    expect(text).toContain('Lakeside Bakery LLC');
    for (const box of ['1', '2', '3', '4', '5', '6'] as const)
      expect(text, `box ${box}`).toContain(dollars(w2s.w3[box]));
    expect(text).toMatch(new RegExp(`Total number of Forms W-2\\s+${w2s.w3.forms}\\s`));
  });

  it('answers 403 to an employee, 404 for a year without wages and another owner’s company', async () => {
    const url = (company: string, form: 'w2' | 'w3', year = 2026) =>
      `/api/companies/${company}/${form}/file?year=${year}`;
    for (const form of ['w2', 'w3'] as const) {
      const employee = await call('GET', url(state.lakeside, form), { as: 'employee' });
      expect(employee.statusCode).toBe(403);
      const empty = await call('GET', url(state.lakeside, form, 2025));
      expect(empty.statusCode, empty.body).toBe(404);
      const other = await call('GET', url(state.redwood, form), { company: state.redwood });
      expect(other.statusCode).toBe(404);
    }
  });
});
