import { beforeAll, describe, expect, it } from 'vitest';
import { payrollHarness } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

type Tax = {
  code: string;
  amountCents: number;
  jurisdiction?: { level: string; state?: string; localId?: string; localName?: string };
};
type Readiness = { code: string; path: string; message: string };
type Line = {
  employeeId: string;
  grossCents: number;
  employeeTaxes: Tax[];
  readiness: Readiness[];
};
type Draft = { draftId: string; version: number; items: Line[] };

// Ethan, hourly at $23.50, moves to Pennsylvania: he lives in Lower Merion (PSD 460602, 1.0%
// resident) and works in Scranton (PSD 700101, 2.4% nonresident), whose LST is $10 a year.
describe(`a draft line withholds the local taxes the employer entered, on ${testDatabaseKind()}`, () => {
  const { state, call } = payrollHarness({ paidBy: 'check' });
  const localTaxes = () => `/api/companies/${state.lakeside}/local-taxes`;

  const draftOf = async (draftId: string): Promise<Draft> => {
    const answer = await call('GET', `/api/payroll-drafts/${draftId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Draft>();
  };
  const ethanOf = (draft: Draft) => draft.items.find((line) => line.employeeId === state.ethan)!;

  /** A regular draft of the period with Ethan's 80 hours, computed from the records as they are. */
  async function draftWithHours(periodEnd: string): Promise<Draft> {
    const created = await call('POST', '/api/payroll-drafts', {
      payload: { payGroupId: state.lakesideGroup, periodEnd },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { draftId, version } = created.json<{ draftId: string; version: number }>();
    const updated = await call('PUT', `/api/payroll-drafts/${draftId}`, {
      payload: { version, lines: [{ employeeId: state.ethan, regularHours: 80 }] },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    return draftOf(draftId);
  }

  beforeAll(async () => {
    const { db } = state.harness.context.database;
    await db
      .updateTable('employees')
      .set({ work_state: 'PA' })
      .where('id', '=', state.ethan)
      .execute();
    const employee = await call('GET', `/api/employees/${state.ethan}`);
    const filed = await call('PUT', `/api/employees/${state.ethan}/state-tax`, {
      payload: {
        version: employee.json<{ version: number }>().version,
        code: 'PA',
        residencePsd: '460602',
        workPsd: '700101',
      },
    });
    expect(filed.statusCode, filed.body).toBe(200);
  });

  it('says which PSD codes have no rate yet, and where to enter it', async () => {
    const draft = await draftWithHours('2026-11-27');
    const missing = ethanOf(draft).readiness.filter(
      (item) => item.code === 'payroll.local_tax_missing',
    );
    expect(missing.map((item) => item.path)).toEqual(['localTaxes.460602', 'localTaxes.700101']);
    expect(missing[0]?.message).toMatch(/PSD code 460602 .*Local taxes page/);
    expect(missing[1]?.message).toMatch(/PSD code 700101 .*Local taxes page/);
    expect(
      ethanOf(draft).employeeTaxes.filter((tax) => tax.jurisdiction?.level === 'local'),
    ).toEqual([]);
    expect((await call('DELETE', `/api/payroll-drafts/${draft.draftId}`)).statusCode).toBe(204);
  });

  it('withholds the higher of the two EIT rates and the LST, then commits', async () => {
    const entries = [
      {
        kind: 'pa_eit',
        code: '460602',
        name: 'Lower Merion Twp / Lower Merion SD',
        residentRate: '1.0',
        nonresidentRate: '1.0',
      },
      {
        kind: 'pa_eit',
        code: '700101',
        name: 'Scranton City / Scranton SD',
        residentRate: '3.4',
        nonresidentRate: '2.4',
      },
      { kind: 'pa_lst', code: '700101', name: 'Scranton City', annualCents: 1_000 },
    ];
    for (const entry of entries) {
      const created = await call('POST', localTaxes(), { payload: entry });
      expect(created.statusCode, created.body).toBe(201);
    }
    const draft = await draftWithHours('2026-11-27');
    const line = ethanOf(draft);
    expect(line.readiness.filter((item) => item.code.startsWith('payroll.local'))).toEqual([]);
    expect(line.grossCents).toBe(188_000);
    const eit = line.employeeTaxes.find((tax) => tax.code === 'localIncomeTax');
    // Scranton's 2.4% nonresident rate beats Lower Merion's 1.0%: 2.4% × $1,880.00 = $45.12.
    expect(eit).toMatchObject({
      amountCents: 4_512,
      jurisdiction: { level: 'local', state: 'PA', localId: 'PA-PSD-700101' },
    });
    // $10 or less a year is taken whole, on the first paycheck.
    expect(line.employeeTaxes.find((tax) => tax.code === 'localServicesTax')).toMatchObject({
      amountCents: 1_000,
      jurisdiction: { localId: 'PA-PSD-700101' },
    });
    const committed = await call('POST', '/api/payrolls', { payload: { draftId: draft.draftId } });
    expect(committed.statusCode, committed.body).toBe(201);
  });

  it('withholds no more LST once the year’s amount is on an issued stub', async () => {
    const line = ethanOf(await draftWithHours('2026-12-11'));
    expect(line.employeeTaxes.find((tax) => tax.code === 'localServicesTax')).toBeUndefined();
    expect(line.employeeTaxes.find((tax) => tax.code === 'localIncomeTax')?.amountCents).toBe(
      4_512,
    );
  });
});
