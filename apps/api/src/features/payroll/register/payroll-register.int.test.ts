import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { payrollHarness } from '../payroll.test-kit';

const { state, call } = payrollHarness();

type Summary = {
  grossCents: number;
  employeeTaxesCents: number;
  deductionsCents: number;
  netPayCents: number;
  employerTaxesCents: number;
};
type Payroll = {
  id: string;
  version: number;
  summary: Summary;
  items: { employeeId: string; payStubId: string }[];
};

const payDate = '2026-12-11';

const activeEmployees = async () =>
  (
    await state.harness.context.database.db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', state.lakeside)
      .where('onboarding_complete', '=', 1)
      .where('status', '!=', 'terminated')
      .execute()
  ).map((row) => row.id);

/** An off-cycle bonus of every active Lakeside employee, committed. */
async function committedBonus(): Promise<Payroll> {
  const employeeIds = await activeEmployees();
  const created = await call('POST', '/api/payroll-drafts', {
    payload: {
      payGroupId: state.lakesideGroup,
      offCycle: {
        reason: 'bonus',
        payDate,
        periodStart: '2026-11-14',
        periodEnd: '2026-11-27',
        employeeIds,
        withholding: 'supplemental',
      },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { draftId, version } = created.json();
  await call('PUT', `/api/payroll-drafts/${draftId}`, {
    payload: {
      version,
      lines: employeeIds.map((employeeId) => ({
        employeeId,
        bonusCents: 40_000,
        deductions: [{ kind: 'roth401k', amountCents: 1_500, label: 'Roth' }],
      })),
    },
  });
  const committed = await call('POST', '/api/payrolls', { payload: { draftId } });
  expect(committed.statusCode, committed.body).toBe(201);
  return committed.json<Payroll>();
}

/** The register as rows of cells, read by column name. */
async function registerOf(payrollId: string, headers: Record<string, string> = {}) {
  const csv = await call('GET', `/api/payrolls/${payrollId}/register.csv`, { headers });
  expect(csv.statusCode, csv.body).toBe(200);
  const [header = [], ...rows] = csv.body
    .trim()
    .split('\r\n')
    .map((row) => row.split(','));
  const cell = (row: string[] | undefined, name: string) => row?.[header.indexOf(name)] ?? '';
  const cents = (row: string[] | undefined, name: string) =>
    Math.round(Number(cell(row, name)) * 100);
  const totals = rows.at(-1);
  return {
    header,
    people: rows.slice(0, -1),
    totals,
    cell,
    cents,
    language: csv.headers['content-language'],
  };
}

const expectTotals = (register: Awaited<ReturnType<typeof registerOf>>, summary: Summary) => {
  const { totals, cents } = register;
  expect(cents(totals, 'Gross pay')).toBe(summary.grossCents);
  expect(cents(totals, 'Employee taxes')).toBe(summary.employeeTaxesCents);
  expect(cents(totals, 'Deductions')).toBe(summary.deductionsCents);
  expect(cents(totals, 'Net pay')).toBe(summary.netPayCents);
  expect(cents(totals, 'Employer taxes')).toBe(summary.employerTaxesCents);
};

describe(`the payroll register on ${testDatabaseKind()}`, () => {
  let payroll: Payroll;
  let voidedEmployee = '';

  it('lists a voided payment marked voided and leaves it out of the totals', async () => {
    payroll = await committedBonus();
    expect(payroll.items.length).toBeGreaterThan(1);
    const [voided] = payroll.items;
    voidedEmployee = voided!.employeeId;
    const answer = await call('DELETE', `/api/pay-stubs/${voided!.payStubId}/payments`, {
      headers: { 'Employee-ID': voidedEmployee, 'Pay-Date': payDate },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = (await call('GET', `/api/payrolls/${payroll.id}`)).json<Payroll>();
    expect(after.summary.grossCents).toBeLessThan(payroll.summary.grossCents);

    const register = await registerOf(payroll.id);
    expect(register.header.slice(0, 4)).toEqual([
      'Employee ID',
      'Last name',
      'First name',
      'Status',
    ]);
    expect(register.people).toHaveLength(payroll.items.length);
    const statuses = register.people.map((row) => [row[0], register.cell(row, 'Status')]);
    expect(statuses).toContainEqual([voidedEmployee, 'voided']);
    expect(statuses.filter(([, status]) => status === 'issued')).toHaveLength(
      payroll.items.length - 1,
    );
    const voidedRow = register.people.find((row) => row[0] === voidedEmployee);
    expect(register.cents(voidedRow, 'Gross pay')).toBe(40_000);
    expect(register.cell(register.totals, 'Status')).toBe('');
    expectTotals(register, after.summary);
    expect(register.language).toBe('en');
    // Each line is named by the vocabulary; a state's tax with its state.
    expect(register.header).toContain('Bonus');
    expect(register.header).toContain('Employee Illinois income tax');
    expect(register.header).toContain('Employer Illinois unemployment (SUTA)');
    payroll = after;
  });

  it('keeps what a cancelled payroll approved, marked cancelled, with its totals', async () => {
    const cancelled = await call('PATCH', `/api/payrolls/${payroll.id}`, {
      payload: { version: payroll.version, status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const register = await registerOf(payroll.id);
    expect(register.people).toHaveLength(payroll.items.length);
    for (const row of register.people) {
      expect(register.cell(row, 'Status')).toBe(row[0] === voidedEmployee ? 'voided' : 'cancelled');
      if (row[0] !== voidedEmployee) expect(register.cents(row, 'Gross pay')).toBe(40_000);
    }
    expect(register.totals?.[0]).toBe('Totals');
    expect(register.cell(register.totals, 'Status')).toBe('cancelled');
    expect(register.cents(register.totals, 'Gross pay')).toBeGreaterThan(0);
    expectTotals(register, payroll.summary);
  });

  it('speaks the caller’s language, the amounts unchanged', async () => {
    const english = await registerOf(payroll.id);
    const french = await registerOf(payroll.id, { 'Accept-Language': 'fr-CA,fr;q=0.9' });
    expect(french.language).toBe('fr');
    expect(french.header.slice(0, 4)).toEqual(['ID du salarié', 'Nom', 'Prénom', 'Statut']);
    expect(french.header).toContain('Prime');
    expect(french.header).toContain('Impôt sur le revenu de l’État (Illinois) (part salariale)');
    expect(french.header).toHaveLength(english.header.length);
    expect(french.totals?.[0]).toBe('Totaux');
    expect(french.cell(french.totals, 'Statut')).toBe('cancelled');
    expect(french.cents(french.totals, 'Salaire brut')).toBe(
      english.cents(english.totals, 'Gross pay'),
    );
    expect(french.people.map((row) => row.slice(4))).toEqual(
      english.people.map((row) => row.slice(4)),
    );
  });
});
