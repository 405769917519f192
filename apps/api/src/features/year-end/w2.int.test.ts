import { validateEfw2 } from '@paydesk/engine';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from '@paydesk/api/platform/crypto';
import { payrollHarness, type Who } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

const { state, call, commitNextPayroll, commitBonus } = payrollHarness({ paidBy: 'check' });

type Amount = { code: string; amountCents: number; jurisdiction?: { state?: string } };
type Stub = {
  id: string;
  employeeId: string;
  grossCents: number;
  employeeTaxes: Amount[];
  deductions: Amount[];
};
type Boxes = Record<'1' | '2' | '3' | '4' | '5' | '6' | '10', number> & {
  '12': { code: string; cents: number }[];
  '14': { label: string; cents: number }[];
  '15-20': { state: string; wagesCents: number; taxCents: number }[];
};
type W2s = {
  year: number;
  items: {
    employeeId: string;
    name: string;
    boxes: Boxes;
    checks: { ssn: string; address: string; terminated: boolean };
  }[];
  w3: Record<'1' | '2' | '3' | '4' | '5' | '6' | 'forms', number>;
  reconciliation: {
    balanced: boolean;
    lines: {
      box: string;
      differenceCents: number;
      roundingCents: number;
      causes: { cents: number }[];
    }[];
  };
};

// Figures written out here apart from the feature: the 2026 social security wage base and the
// deductions box 1 leaves out (cafeteria-plan benefits and 401(k) deferrals).
const WAGE_BASE_2026 = 184_500_00;
const incomeTaxPreTax = new Set([
  '401k',
  'section125',
  'section125_medical',
  'section125_dental',
  'section125_vision',
  'hsa',
  'health_fsa',
  'dependent_care_fsa',
  'commuter',
]);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const taxOf = (stub: Stub, codes: string[]) =>
  sum(stub.employeeTaxes.filter((t) => codes.includes(t.code)).map((t) => t.amountCents));

const w2s = (company: string, as: Who = 'owner', year = '2026') =>
  call('GET', `/api/companies/${company}/w2?year=${year}`, { as, company });

/** The company's issued 2026 stubs through the API, with their FICA wages from the table. */
async function stubsOf(company: string) {
  const { db } = state.harness.context.database;
  const rows = await db
    .selectFrom('pay_stubs')
    .innerJoin('payrolls', 'payrolls.id', 'pay_stubs.payroll_id')
    .select(['pay_stubs.id', 'pay_stubs.employee_id', 'pay_stubs.social_security_wages_cents'])
    .select(['pay_stubs.medicare_wages_cents'])
    .where('pay_stubs.company_id', '=', company)
    .where('pay_stubs.status', '=', 'issued')
    .where('payrolls.status', '<>', 'cancelled')
    .where('pay_stubs.pay_date', '>=', '2026-01-01')
    .where('pay_stubs.pay_date', '<=', '2026-12-31')
    .execute();
  return Promise.all(
    rows.map(async (row) => {
      const answer = await call('GET', `/api/pay-stubs/${row.id}`, {
        as: 'admin',
        company,
        employee: row.employee_id,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return {
        stub: answer.json<Stub>(),
        ssWages: Number(row.social_security_wages_cents),
        medicareWages: Number(row.medicare_wages_cents),
      };
    }),
  );
}

/** Each employee's boxes 1–6 and state income tax, added up from their stubs here. */
function expectedBoxes(stubs: Awaited<ReturnType<typeof stubsOf>>, employeeId: string) {
  const own = stubs.filter(({ stub }) => stub.employeeId === employeeId);
  const preTax = (stub: Stub) =>
    sum(stub.deductions.filter((d) => incomeTaxPreTax.has(d.code)).map((d) => d.amountCents));
  const stateTax = new Map<string, number>();
  for (const { stub } of own)
    for (const tax of stub.employeeTaxes)
      if (tax.code === 'stateIncomeTax' && tax.jurisdiction?.state)
        stateTax.set(
          tax.jurisdiction.state,
          (stateTax.get(tax.jurisdiction.state) ?? 0) + tax.amountCents,
        );
  return {
    '1': sum(own.map(({ stub }) => stub.grossCents - preTax(stub))),
    '2': sum(own.map(({ stub }) => taxOf(stub, ['federalIncomeTax']))),
    '3': Math.min(WAGE_BASE_2026, sum(own.map((s) => s.ssWages))),
    '4': sum(own.map(({ stub }) => taxOf(stub, ['socialSecurity']))),
    '5': sum(own.map((s) => s.medicareWages)),
    '6': sum(own.map(({ stub }) => taxOf(stub, ['medicare', 'additionalMedicare']))),
    stateTax,
  };
}

async function expectW2sMatchStubs(company: string, answer: W2s) {
  const stubs = await stubsOf(company);
  const employees = new Set(stubs.map(({ stub }) => stub.employeeId));
  expect(answer.items.map((item) => item.employeeId).sort()).toEqual([...employees].sort());
  for (const item of answer.items) {
    const want = expectedBoxes(stubs, item.employeeId);
    for (const box of ['1', '2', '3', '4', '5', '6'] as const)
      expect(item.boxes[box], `${item.name} box ${box}`).toBe(want[box]);
    for (const row of item.boxes['15-20'])
      expect(row.taxCents, `${item.name} ${row.state}`).toBe(want.stateTax.get(row.state) ?? 0);
  }
  for (const box of ['1', '2', '3', '4', '5', '6'] as const)
    expect(answer.w3[box]).toBe(sum(answer.items.map((item) => item.boxes[box])));
  expect(answer.w3.forms).toBe(answer.items.length);
  return stubs;
}

const recordsOf = (text: string) => text.split('\r\n').filter((record) => record !== '');

/**
 * A second reading of an EFW2 file, apart from the engine's validator, from SSA Pub 42-007's
 * facts: 512-character records, RA then RE then RW… then RT then RF, RT's count and money totals
 * the sums of the RW fields (RW 11 digits, RT 15, by position), RF's count of RW records.
 */
function efw2Problems(text: string): string[] {
  const problems: string[] = [];
  const records = recordsOf(text);
  const types = records.map((record) => record.slice(0, 2)).join(' ');
  if (!/^RA RE( RW)+ RT RF$/.test(types)) problems.push(`order: ${types}`);
  records.forEach((record, i) => {
    if (record.length !== 512) problems.push(`record ${i + 1} is ${record.length} long`);
  });
  const rws = records.filter((record) => record.startsWith('RW'));
  const rt = records.find((record) => record.startsWith('RT')) ?? '';
  const rf = records.find((record) => record.startsWith('RF')) ?? '';
  if (Number(rt.slice(2, 9)) !== rws.length) problems.push('RT count');
  if (Number(rf.slice(7, 16)) !== rws.length) problems.push('RF count');
  // [RW start, RW end, RT start, RT end], 1-based inclusive: boxes 1 to 7.
  const fields: [string, number, number, number, number][] = [
    ['box 1', 188, 198, 10, 24],
    ['box 2', 199, 209, 25, 39],
    ['box 3', 210, 220, 40, 54],
    ['box 4', 221, 231, 55, 69],
    ['box 5', 232, 242, 70, 84],
    ['box 6', 243, 253, 85, 99],
    ['box 7', 254, 264, 100, 114],
  ];
  for (const [box, rwFrom, rwTo, rtFrom, rtTo] of fields) {
    const amounts = rws.map((record) => record.slice(rwFrom - 1, rwTo));
    if (!amounts.every((amount) => /^\d{11}$/.test(amount))) problems.push(`${box} RW digits`);
    const total = rt.slice(rtFrom - 1, rtTo);
    if (!/^\d{15}$/.test(total) || Number(total) !== sum(amounts.map(Number)))
      problems.push(`${box} RT total`);
  }
  for (const record of rws) {
    const ssn = record.slice(2, 11);
    const [area, group, serial] = [ssn.slice(0, 3), ssn.slice(3, 5), ssn.slice(5)];
    if (!/^\d{9}$/.test(ssn) || area === '000' || area === '666' || area >= '900')
      problems.push(`ssn area ${area}`);
    else if (group === '00' || serial === '0000' || ssn === '123456789')
      problems.push(`ssn ${area}-${group}-${serial}`);
  }
  return problems;
}

describe(`W-2s, the W-3 and the EFW2 file on ${testDatabaseKind()}`, () => {
  it('adds up each employee’s stubs into their W-2, and a voided stub leaves it', async () => {
    await commitNextPayroll(state.lakeside, state.lakesideGroup, 'owner');
    const bonusId = await commitBonus({
      employeeIds: [state.ethan],
      bonusCents: 250_000,
      payDate: '2026-12-18',
    });
    const answer = await w2s(state.lakeside);
    expect(answer.statusCode, answer.body).toBe(200);
    const before = answer.json<W2s>();
    expect(before.year).toBe(2026);
    expect(before.items.length).toBeGreaterThan(1);
    await expectW2sMatchStubs(state.lakeside, before);

    // The 941s are computed from the same stubs: only the paychecks' rounding may stand between.
    for (const line of before.reconciliation.lines) {
      if (line.box === '4' || line.box === '6')
        expect(line.differenceCents).toBe(
          line.roundingCents + sum(line.causes.map((c) => c.cents)),
        );
      else expect(line.differenceCents, `box ${line.box}`).toBe(0);
    }

    const bonus = (await call('GET', `/api/payrolls/${bonusId}`)).json<{
      items: { employeeId: string; payStubId: string; grossCents: number }[];
    }>();
    const paid = bonus.items[0];
    const voiding = await call('DELETE', `/api/pay-stubs/${paid?.payStubId}/payments`, {
      employee: paid?.employeeId,
      headers: { 'Pay-Date': '2026-12-18' },
    });
    expect(voiding.statusCode, voiding.body).toBe(200);
    const after = (await w2s(state.lakeside)).json<W2s>();
    await expectW2sMatchStubs(state.lakeside, after);
    const boxOne = (answer: W2s) =>
      answer.items.find((item) => item.employeeId === state.ethan)?.boxes['1'] ?? 0;
    expect(boxOne(after)).toBe(boxOne(before) - 250_000);
  });

  it('writes the demo company’s EFW2 file that passes the validator, its RT totals the W-3', async () => {
    // The demo's own SSNs, as seeded: the file must pass without any fixing up.
    const answer = (await w2s(state.lakeside)).json<W2s>();
    expect(answer.items.every((item) => item.checks.ssn === 'valid')).toBe(true);
    const file = await call('GET', `/api/companies/${state.lakeside}/w2/efw2?year=2026`, {
      company: state.lakeside,
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toContain('text/plain');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="w2-2026-${state.lakeside}.txt"`,
    );
    expect(validateEfw2(file.body, 2026)).toEqual([]);
    expect(efw2Problems(file.body)).toEqual([]);
    const records = recordsOf(file.body);
    const rws = records.filter((record) => record.startsWith('RW'));
    const rt = records.find((record) => record.startsWith('RT')) ?? '';
    expect(rws.length).toBe(answer.items.length);
    expect(Number(rt.slice(2, 9))).toBe(answer.items.length);
    expect(Number(rt.slice(9, 24))).toBe(answer.w3['1']);
    expect(Number(rt.slice(24, 39))).toBe(answer.w3['2']);
    expect(Number(rt.slice(39, 54))).toBe(answer.w3['3']);
    expect(Number(rt.slice(69, 84))).toBe(answer.w3['5']);
    // The owner's file carries each employee's SSN; an admin's leaves them as zeros.
    const { db } = state.harness.context.database;
    const sealed = await db
      .selectFrom('employees')
      .select('legal_id_encrypted')
      .where('company_id', '=', state.lakeside)
      .where(
        'id',
        'in',
        answer.items.map((item) => item.employeeId),
      )
      .execute();
    const key = state.harness.context.config.encryptionKey;
    expect(new Set(rws.map((record) => record.slice(2, 11)))).toEqual(
      new Set(
        sealed.map((row) => decryptSecret(key, row.legal_id_encrypted ?? '').replace(/-/g, '')),
      ),
    );
    const admins = await call('GET', `/api/companies/${state.lakeside}/w2/efw2?year=2026`, {
      as: 'admin',
      company: state.lakeside,
    });
    expect(admins.statusCode).toBe(200);
    expect(
      recordsOf(admins.body)
        .filter((record) => record.startsWith('RW'))
        .every((record) => record.slice(2, 11) === '000000000'),
    ).toBe(true);
  });

  it('refuses a file the SSA would reject, naming the employee and the field', async () => {
    const { db } = state.harness.context.database;
    const key = state.harness.context.config.encryptionKey;
    const person = await db
      .selectFrom('employees')
      .select(['id', 'legal_id_encrypted', 'legal_id_last4'])
      .where('id', '=', state.ethan)
      .executeTakeFirstOrThrow();
    // Area 9 is never issued as an SSN: the SSA's edits refuse it.
    await db
      .updateTable('employees')
      .set({ legal_id_encrypted: encryptSecret(key, '912-34-5678'), legal_id_last4: '5678' })
      .where('id', '=', person.id)
      .execute();
    try {
      const file = await call('GET', `/api/companies/${state.lakeside}/w2/efw2?year=2026`, {
        company: state.lakeside,
      });
      expect(file.statusCode).toBe(422);
      const listed = (await w2s(state.lakeside)).json<W2s>();
      expect(
        listed.items.filter((item) => item.checks.ssn === 'invalid').map((i) => i.employeeId),
      ).toEqual([state.ethan]);
      expect(file.json<{ detail: string }>().detail).toMatch(
        /record \d+ \(RW, [A-Z]+, [A-Z]+\): ssn /,
      );
    } finally {
      await db
        .updateTable('employees')
        .set({
          legal_id_encrypted: person.legal_id_encrypted,
          legal_id_last4: person.legal_id_last4,
        })
        .where('id', '=', person.id)
        .execute();
    }
  });

  it('shows an employee their own W-2 once the owner published the year, and no one else’s', async () => {
    const before = await call('GET', `/api/employees/${state.ethan}/w2/2026`, { as: 'employee' });
    expect(before.statusCode).toBe(404);
    expect(before.json<{ detail: string }>().detail).toContain('not published');
    const beforeFile = await call('GET', `/api/employees/${state.ethan}/w2/2026/file`, {
      as: 'employee',
    });
    expect(beforeFile.statusCode).toBe(404);
    const noDocuments = await call('GET', `/api/employees/${state.ethan}/w2`, { as: 'employee' });
    expect(noDocuments.json()).toEqual({ items: [] });
    const unpublished = (await w2s(state.lakeside)).json<W2s & { publishedAt: string | null }>();
    expect(unpublished.publishedAt).toBeNull();
    // The owner reads every W-2 before publishing.
    expect((await call('GET', `/api/employees/${state.ethan}/w2/2026`)).statusCode).toBe(200);

    const publish = (as: Who, year: number | string = 2026) =>
      call('POST', `/api/companies/${state.lakeside}/w2/publish`, {
        as,
        payload: { year },
      });
    expect((await publish('employee')).statusCode).toBe(403);
    expect((await publish('owner', 2019)).statusCode).toBe(400);
    const published = await publish('owner');
    expect(published.statusCode, published.body).toBe(200);
    const publication = published.json<{ year: number; publishedAt: string; employees: number }>();
    expect(publication).toMatchObject({
      year: 2026,
      publishedAt: state.harness.clock.now().toISOString(),
      employees: unpublished.items.length,
    });
    expect((await publish('owner')).statusCode).toBe(409);
    expect((await w2s(state.lakeside)).json<{ publishedAt: string }>().publishedAt).toBe(
      publication.publishedAt,
    );

    const { db } = state.harness.context.database;
    const paid = await db
      .selectFrom('employees')
      .select(['email', 'first_name'])
      .where(
        'id',
        'in',
        unpublished.items.map((item) => item.employeeId),
      )
      .execute();
    const mails = await db
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject', 'body_text'])
      .where('subject', '=', 'Your 2026 W-2 is ready')
      .execute();
    expect(new Set(mails.map((mail) => mail.recipient))).toEqual(
      new Set(paid.map((person) => person.email)),
    );
    expect(mails.length).toBe(paid.length);
    const toEthan = mails.find((mail) => mail.recipient === 'employee@paydesk.test');
    for (const text of [
      'has published your Form W-2 for 2026',
      'a publié votre formulaire W-2 pour 2026',
      'a publicat formularul W-2 pentru 2026',
      '已发布您 2026 年的 W-2 表',
    ])
      expect(toEthan?.body_text).toContain(text);
    const audit = await db
      .selectFrom('audit_events')
      .select(['entity_id', 'company_id'])
      .where('action', '=', 'w2.published')
      .execute();
    expect(audit).toEqual([{ entity_id: state.lakeside, company_id: state.lakeside }]);

    const documents = await call('GET', `/api/employees/${state.ethan}/w2`, { as: 'employee' });
    expect(documents.json()).toEqual({
      items: [
        { year: 2026, employer: 'Lakeside Bakery LLC', publishedAt: publication.publishedAt },
      ],
    });
    const own = await call('GET', `/api/employees/${state.ethan}/w2/2026`, { as: 'employee' });
    expect(own.statusCode, own.body).toBe(200);
    const company = (await w2s(state.lakeside)).json<W2s>();
    const listed = company.items.find((item) => item.employeeId === state.ethan);
    expect(own.json()).toMatchObject({
      year: 2026,
      employeeId: state.ethan,
      name: listed?.name,
      boxes: listed?.boxes,
      employer: { name: 'Lakeside Bakery LLC' },
    });
    const other = company.items.find((item) => item.employeeId !== state.ethan);
    const theirs = await call('GET', `/api/employees/${other?.employeeId}/w2/2026`, {
      as: 'employee',
    });
    expect(theirs.statusCode).toBe(404);
    const theirDocuments = await call('GET', `/api/employees/${other?.employeeId}/w2`, {
      as: 'employee',
    });
    expect(theirDocuments.statusCode).toBe(404);
    const asOwner = await call('GET', `/api/employees/${other?.employeeId}/w2/2026`);
    expect(asOwner.statusCode).toBe(200);
    const noWages = await call('GET', `/api/employees/${state.ethan}/w2/2025`, { as: 'employee' });
    expect(noWages.statusCode).toBe(404);
    expect((await w2s(state.lakeside, 'employee')).statusCode).toBe(403);
  });

  it('serves the employee copies B, C and 2 as one PDF, the SSN truncated', async () => {
    const own = (
      await call('GET', `/api/employees/${state.ethan}/w2/2026`, { as: 'employee' })
    ).json<{ boxes: Boxes; employer: { ein: string } }>();
    const file = await call('GET', `/api/employees/${state.ethan}/w2/2026/file`, {
      as: 'employee',
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="w2-2026.pdf"');
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(file.rawPayload)), {
        mergePages: true,
      })
    ).text;
    const dollars = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 });
    expect(text).toContain(dollars.format(own.boxes['1'] / 100));
    expect(text).toContain(own.employer.ein);
    for (const copy of ['Copy B', 'Copy C', 'Copy 2']) expect(text).toContain(copy);
    const { db } = state.harness.context.database;
    const sealed = await db
      .selectFrom('employees')
      .select(['legal_id_encrypted', 'legal_id_last4'])
      .where('id', '=', state.ethan)
      .executeTakeFirstOrThrow();
    expect(text).toContain(`XXX-XX-${sealed.legal_id_last4}`);
    const full = decryptSecret(
      state.harness.context.config.encryptionKey,
      sealed.legal_id_encrypted ?? '',
    );
    expect(text).not.toContain(full);
    expect(text).not.toContain(full.replace(/-/g, ''));
    const company = (await w2s(state.lakeside)).json<W2s>();
    const other = company.items.find((item) => item.employeeId !== state.ethan);
    const theirs = await call('GET', `/api/employees/${other?.employeeId}/w2/2026/file`, {
      as: 'employee',
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('answers 404 for a company the owner does not own and 400 for a year without tax data', async () => {
    expect((await w2s(state.redwood, 'owner')).statusCode).toBe(404);
    const efw2 = await call('GET', `/api/companies/${state.redwood}/w2/efw2?year=2026`, {
      company: state.redwood,
    });
    expect(efw2.statusCode).toBe(404);
    const old = await w2s(state.lakeside, 'owner', '2019');
    expect(old.statusCode).toBe(400);
    expect(old.json<{ detail: string }>().detail).toContain('2019');
    expect((await w2s(state.lakeside, 'owner', 'next')).statusCode).toBe(400);
  });
});
