import { beforeAll, describe, expect, it } from 'vitest';
import { payrollHarness } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

type Remittance = {
  payee: { name: string; address: unknown };
  kind: string;
  employeeId?: string;
  caseNumber?: string;
  employeeAmountCents: number;
  employerAmountCents: number;
  amountCents: number;
};

const payee = {
  name: 'Illinois State Disbursement Unit',
  address: { addressLine1: 'PO Box 5400', city: 'Carol Stream', state: 'IL', zipCode: '60197' },
};

describe(`what a payroll remits to plans and payees on ${testDatabaseKind()}`, () => {
  const { state, call, commitNextPayroll } = payrollHarness({ paidBy: 'check' });
  let james = '';
  let order = '';
  let firstPayroll = '';

  beforeAll(async () => {
    james = (
      await state.harness.context.database.db
        .selectFrom('employees')
        .select('id')
        .where('company_id', '=', state.lakeside)
        .where('first_name', '=', 'James')
        .executeTakeFirstOrThrow()
    ).id;
    for (const payload of [
      {
        kind: '401k',
        percentage: 5,
        employer: { match: [{ upToPercentOfPay: 4, ratePercent: 100 }] },
        startDate: '2026-01-01',
      },
      {
        kind: 'section125_medical',
        amountCents: 10_000,
        employer: { amountCents: 20_000 },
        startDate: '2026-01-01',
      },
    ]) {
      const added = await call('POST', `/api/employees/${james}/deductions`, { payload });
      expect(added.statusCode, added.body).toBe(201);
    }
    const support = await call('POST', `/api/employees/${james}/garnishments`, {
      payload: {
        type: 'child_support',
        caseNumber: 'IL-2026-7781',
        issuer: 'Circuit Court of Cook County',
        amountCents: 50_000,
        totalOwedCents: 60_000,
        payee,
        startDate: '2026-11-01',
      },
    });
    expect(support.statusCode, support.body).toBe(201);
    order = support.json().id;
  });

  /** The issued stubs' stored lines of a payroll, added up as the remittances must. */
  async function stubSums(payrollId: string) {
    const stubs = await state.harness.context.database.db
      .selectFrom('pay_stubs')
      .select(['details', 'employer_contributions_cents'])
      .where('payroll_id', '=', payrollId)
      .where('status', '=', 'issued')
      .execute();
    let withheld = 0;
    let employer = 0;
    for (const stub of stubs) {
      const details = JSON.parse(stub.details) as {
        deductions: { amountCents: number }[];
        garnishments?: { amountCents: number }[];
      };
      withheld += details.deductions.reduce((sum, line) => sum + line.amountCents, 0);
      withheld += (details.garnishments ?? []).reduce((sum, line) => sum + line.amountCents, 0);
      employer += Number(stub.employer_contributions_cents);
    }
    return { withheld, employer };
  }

  it('sends each plan its employees’ and employer’s amounts and each payee its order, adding up to the stubs', async () => {
    const payroll = await commitNextPayroll(state.lakeside, state.lakesideGroup, 'owner');
    firstPayroll = payroll.id;
    const answer = await call('GET', `/api/payrolls/${payroll.id}/remittances`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { items, totalCents } = answer.json<{ items: Remittance[]; totalCents: number }>();
    const stubId = payroll.items.find((item) => item.employeeId === james)?.payStubId ?? '';
    const stub = (await call('GET', `/api/pay-stubs/${stubId}`, { employee: james })).json();
    const gross = stub.grossCents as number;
    const deferral = Math.round(gross * 0.05);
    expect(items).toEqual([
      {
        payee: { name: '401(k) plan', address: null },
        kind: '401k',
        employeeAmountCents: deferral,
        employerAmountCents: Math.round(gross * 0.04),
        amountCents: deferral + Math.round(gross * 0.04),
      },
      {
        payee: { name: 'Medical insurance (Section 125) plan', address: null },
        kind: 'section125_medical',
        employeeAmountCents: 10_000,
        employerAmountCents: 20_000,
        amountCents: 30_000,
      },
      {
        payee,
        kind: 'child_support',
        employeeId: james,
        caseNumber: 'IL-2026-7781',
        garnishmentId: order,
        employeeAmountCents: 50_000,
        employerAmountCents: 0,
        amountCents: 50_000,
      },
    ]);
    const sums = await stubSums(payroll.id);
    const sent = (pick: (item: Remittance) => number) =>
      items.reduce((sum, item) => sum + pick(item), 0);
    expect(sent((item) => item.employeeAmountCents)).toBe(sums.withheld);
    expect(sent((item) => item.employerAmountCents)).toBe(sums.employer);
    expect(totalCents).toBe(sums.withheld + sums.employer);

    // The stub lists the order and the employer's contributions apart, each with its year.
    expect(stub.garnishments).toEqual([
      expect.objectContaining({ code: 'child_support', amountCents: 50_000, ytdCents: 50_000 }),
    ]);
    expect(stub.employerContributions).toEqual([
      expect.objectContaining({ code: '401k', amountCents: Math.round(gross * 0.04) }),
      expect.objectContaining({ code: 'section125_medical', amountCents: 20_000 }),
    ]);
    expect(stub.employerContributionsCents).toBe(Math.round(gross * 0.04) + 20_000);
    const pdf = await call('GET', `/api/pay-stubs/${stubId}/file`, { employee: james });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');

    const summary = (await call('GET', `/api/payrolls/${payroll.id}`)).json().summary;
    expect(summary.employerContributionsCents).toBe(sums.employer);
    expect(summary.cashRequirementCents).toBe(
      summary.netPayCents +
        summary.employeeTaxesCents +
        summary.employerTaxesCents +
        summary.deductionsCents +
        sums.employer +
        summary.reimbursementsCents,
    );

    const csv = await call('GET', `/api/payrolls/${payroll.id}/remittances?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body.trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'Payee,Payee address,Kind,Employee ID,Employee name,Case number,Employee amount,Employer amount,Amount',
    );
    expect(rows[3]).toBe(
      `Illinois State Disbursement Unit,"PO Box 5400, Carol Stream, IL 60197",child_support,${james},James Nguyen,IL-2026-7781,500.00,0.00,500.00`,
    );
    expect(rows.at(-1)).toBe(`Total,,,,,,,,${(totalCents / 100).toFixed(2)}`);

    const register = await call('GET', `/api/payrolls/${payroll.id}/register.csv`);
    const header = register.body.split('\r\n')[0] ?? '';
    expect(header).toContain('Child support,Deductions');
    expect(
      header.endsWith(
        'Employer 401(k),Employer Medical insurance (Section 125),Employer contributions',
      ),
    ).toBe(true);
  });

  it('stops an order once its total is paid', async () => {
    const payroll = await commitNextPayroll(state.lakeside, state.lakesideGroup, 'owner');
    const items = (await call('GET', `/api/payrolls/${payroll.id}/remittances`)).json()
      .items as Remittance[];
    expect(items.find((item) => item.kind === 'child_support')?.amountCents).toBe(10_000);
    const orders = (await call('GET', `/api/employees/${james}/garnishments`)).json().items;
    expect(orders).toEqual([
      expect.objectContaining({
        id: order,
        withheldToDateCents: 60_000,
        remainingCents: 0,
        active: false,
      }),
    ]);
  });

  it('answers only the company’s owners and admins', async () => {
    const id = firstPayroll;
    const employee = await call('GET', `/api/payrolls/${id}/remittances`, { as: 'employee' });
    expect(employee.statusCode).toBe(404);
    const elsewhere = await call('GET', `/api/payrolls/${id}/remittances`, {
      as: 'admin',
      company: state.redwood,
    });
    expect(elsewhere.statusCode).toBe(404);
    const bad = await call('GET', `/api/payrolls/${id}/remittances?format=xml`);
    expect(bad.statusCode).toBe(400);
  });
});
