import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { payrollHarness, type Who } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

const { state, call, commitNextPayroll } = payrollHarness({ paidBy: 'check' });

type StateTaxIds = { items: { state: string; number: string; version: number }[] };
type Row = { state: string; stateIdNumber: string | null };
type W2s = { items: { employeeId: string; boxes: { '15-20': Row[] } }[] };
type Item = { state: unknown; number: unknown; version?: unknown };

const path = (company: string) => `/api/companies/${company}/state-tax-ids`;
const read = (as: Who = 'owner', company = state.lakeside) =>
  call('GET', path(company), { as, company });
const write = (items: Item[], as: Who = 'owner', company = state.lakeside) =>
  call('PUT', path(company), { as, company, payload: { items } });
const rowsOf = async () =>
  (await call('GET', `/api/companies/${state.lakeside}/w2?year=2026`))
    .json<W2s>()
    .items.flatMap((item) => item.boxes['15-20']);
const pdfText = async (url: string) => {
  const file = await call('GET', url, { company: state.lakeside });
  expect(file.statusCode, file.body).toBe(200);
  const document = await getDocumentProxy(new Uint8Array(file.rawPayload));
  return (await extractText(document, { mergePages: true })).text;
};

describe(`the employer's state ID numbers (box 15) on ${testDatabaseKind()}`, () => {
  it('starts with none: every W-2 state row has an empty box 15 ID', async () => {
    await commitNextPayroll(state.lakeside, state.lakesideGroup, 'owner');
    const none = await read();
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json<StateTaxIds>().items).toEqual([]);
    const rows = await rowsOf();
    expect(rows.map((row) => row.state)).toContain('IL');
    expect(rows.every((row) => row.stateIdNumber === null)).toBe(true);
  });

  it('enters a number (trimmed, upper case) that box 15 of the W-2s, copy D and the W-3 print', async () => {
    const entered = await write([{ state: 'IL', number: ' 1234-5678ab ', version: 0 }]);
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json<StateTaxIds>().items).toMatchObject([
      { state: 'IL', number: '1234-5678AB', version: 1 },
    ]);
    const rows = await rowsOf();
    for (const row of rows.filter((r) => r.state === 'IL'))
      expect(row.stateIdNumber).toBe('1234-5678AB');

    const employeeCopies = await pdfText(`/api/employees/${state.ethan}/w2/2026/file`);
    expect(employeeCopies.match(/1234-5678AB/g)?.length).toBe(3);
    const copiesD = await pdfText(`/api/companies/${state.lakeside}/w2/file?year=2026`);
    expect(copiesD).toContain('1234-5678AB');
    const w3 = await pdfText(`/api/companies/${state.lakeside}/w3/file?year=2026`);
    expect(w3).toContain('Employer’s state ID number');
    // The demo company's W-2s report Illinois and Indiana: W-3 box 15 is an X, without a number.
    expect(new Set(rows.map((row) => row.state))).toEqual(new Set(['IL', 'IN']));
    expect(w3).toMatch(/Employer’s state ID number\s+X\b/);
    expect(w3).not.toContain('1234-5678AB');

    const { db } = state.harness.context.database;
    const audit = await db
      .selectFrom('audit_events')
      .select(['details'])
      .where('action', '=', 'state-tax-ids.updated')
      .where('company_id', '=', state.lakeside)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.details ?? '{}')).toEqual({ set: ['IL'], removed: [] });
  });

  it('refuses a stale version with a 409 and changes none of the states named', async () => {
    const stale = await write([
      { state: 'CA', number: '123-4567-8', version: 0 },
      { state: 'IL', number: '9999-0000', version: 0 },
    ]);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json<{ detail: string }>().detail).toContain('IL');
    expect((await read()).json<StateTaxIds>().items).toMatchObject([
      { state: 'IL', number: '1234-5678AB', version: 1 },
    ]);
    const changed = await write([{ state: 'IL', number: '9999-0000', version: 1 }], 'admin');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<StateTaxIds>().items).toMatchObject([
      { state: 'IL', number: '9999-0000', version: 2 },
    ]);
    expect((await write([{ state: 'IL', number: '1', version: 1 }])).statusCode).toBe(409);
  });

  it('refuses a state that is not a US state or DC, and a number that is not 1–20 letters, digits and hyphens', async () => {
    const bad: [Item[], string][] = [
      [[{ state: 'XX', number: '1', version: 0 }], 'items.0.state'],
      [[{ state: 'PR', number: '1', version: 0 }], 'items.0.state'],
      [[{ state: 'il', number: '1', version: 0 }], 'items.0.state'],
      [[{ state: 'NY', number: '12 34', version: 0 }], 'items.0.number'],
      [[{ state: 'NY', number: '', version: 0 }], 'items.0.number'],
      [[{ state: 'NY', number: 'A'.repeat(21), version: 0 }], 'items.0.number'],
      [[{ state: 'NY', number: '12/34', version: 0 }], 'items.0.number'],
      [[{ state: 'NY', number: '1' }], 'items.0.version'],
      [[{ state: 'NY', number: '1', version: -1 }], 'items.0.version'],
      [
        [
          { state: 'NY', number: '1', version: 0 },
          { state: 'NY', number: '2', version: 0 },
        ],
        'items',
      ],
      [[], 'items'],
    ];
    for (const [items, field] of bad) {
      const answer = await write(items);
      expect(answer.statusCode, JSON.stringify(items)).toBe(400);
      const problem = answer.json<{ detail: string; errors: { path: string }[] }>();
      expect(problem.detail).toBeTruthy();
      expect(problem.errors.map((e) => e.path)).toContain(`body.${field}`);
    }
    expect((await write([{ state: 'DC', number: 'A'.repeat(20), version: 0 }])).statusCode).toBe(
      200,
    );
    const states = (await read()).json<StateTaxIds>().items.map((item) => item.state);
    expect(states).toEqual(['DC', 'IL']);
  });

  it('removes a number with null; box 15 is then empty again', async () => {
    const removed = await write([
      { state: 'IL', number: null, version: 2 },
      { state: 'DC', number: null, version: 1 },
    ]);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<StateTaxIds>().items).toEqual([]);
    expect((await rowsOf()).every((row) => row.stateIdNumber === null)).toBe(true);
    // Removing what is not on file is a no-op at version 0, a conflict at any other.
    expect((await write([{ state: 'IL', number: null, version: 0 }])).statusCode).toBe(200);
    expect((await write([{ state: 'IL', number: null, version: 3 }])).statusCode).toBe(409);
  });

  it('lets owners and admins in; an employee is refused and another owner’s company is a 404', async () => {
    expect((await read('admin')).statusCode).toBe(200);
    expect((await read('employee')).statusCode).toBe(403);
    expect((await write([{ state: 'IL', number: '1', version: 0 }], 'employee')).statusCode).toBe(
      403,
    );
    expect((await read('owner', state.redwood)).statusCode).toBe(404);
    expect(
      (await write([{ state: 'CA', number: '1', version: 0 }], 'owner', state.redwood)).statusCode,
    ).toBe(404);
    // The Company-ID header must name the company of the path.
    const mismatch = await call('GET', path(state.lakeside), { company: state.redwood });
    expect(mismatch.statusCode).toBe(404);
    const missing = await call('GET', path('no-such-company'), {
      as: 'admin',
      company: 'no-such-company',
    });
    expect(missing.statusCode).toBe(404);
    expect((await read('admin', state.redwood)).json<StateTaxIds>().items).toEqual([]);
  });
});
