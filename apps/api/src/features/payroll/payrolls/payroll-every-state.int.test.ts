import { describe, expect, it } from 'vitest';
import { supportedStateCodes } from '@paydesk/engine';
import { payrollHarness } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

type StubAmount = {
  code: string;
  amountCents: number;
  jurisdiction?: { level: string; state?: string; localId?: string };
  explanation?: { method: string; publication: string; steps: { input: string }[] };
};

/** The jurisdictions the engine gained with every state and DC, each paid through the API. */
const NEW_JURISDICTIONS = [
  'AL', 'AR', 'CT', 'DC', 'DE', 'HI', 'KS', 'MD', 'ME', 'MN', 'MO',
  'MT', 'ND', 'NE', 'NM', 'OK', 'OR', 'RI', 'SC', 'VT', 'WI', 'WV',
] as const; // prettier-ignore

describe(`paying an employee of every new state on ${testDatabaseKind()}`, () => {
  const payroll = payrollHarness({ paidBy: 'check' });

  it('knows every one of them', () => {
    expect(supportedStateCodes()).toEqual(expect.arrayContaining([...NEW_JURISDICTIONS]));
  });

  it('drafts and commits a payroll per state, each stub with its state tax explained', async () => {
    const { db } = payroll.state.harness.context.database;
    const employees = await db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', payroll.state.lakeside)
      .where('status', '=', 'active')
      .orderBy('id')
      .execute();
    expect(employees.length).toBeGreaterThan(0);
    const [first] = employees;
    if (first === undefined) return;
    const employeeId = first.id;

    for (const code of NEW_JURISDICTIONS) {
      // The state's certificate with every default: what an employee who filed none is paid on.
      await db
        .updateTable('employees')
        .set({ work_state: code, state_certificate: JSON.stringify({ code }) })
        .where('id', '=', employeeId)
        .execute();
      const created = await payroll.call('POST', '/api/payroll-drafts', {
        payload: {
          payGroupId: payroll.state.lakesideGroup,
          offCycle: {
            reason: 'other',
            payDate: '2026-12-04',
            periodStart: '2026-11-14',
            periodEnd: '2026-11-27',
            employeeIds: [employeeId],
            withholding: 'regular',
          },
        },
      });
      expect(created.statusCode, `${code}: ${created.body}`).toBe(201);
      const { draftId, version } = created.json<{ draftId: string; version: number }>();
      const updated = await payroll.call('PUT', `/api/payroll-drafts/${draftId}`, {
        payload: { version, lines: [{ employeeId, bonusCents: 250_000 }] },
      });
      expect(updated.statusCode, `${code}: ${updated.body}`).toBe(200);
      const committed = await payroll.call('POST', '/api/payrolls', { payload: { draftId } });
      expect(committed.statusCode, `${code}: ${committed.body}`).toBe(201);
      const [item] = committed.json<{ items: { payStubId: string }[] }>().items;
      const stub = await payroll.call('GET', `/api/pay-stubs/${item?.payStubId ?? ''}`, {
        employee: employeeId,
      });
      expect(stub.statusCode, `${code}: ${stub.body}`).toBe(200);
      const taxes = stub.json<{ employeeTaxes: StubAmount[] }>().employeeTaxes;
      const stateTax = taxes.find(
        (tax) => tax.code === 'stateIncomeTax' && tax.jurisdiction?.state === code,
      );
      expect(stateTax, `${code}: ${JSON.stringify(taxes)}`).toBeDefined();
      expect(stateTax?.amountCents, code).toBeGreaterThan(0);
      expect(stateTax?.explanation?.publication, code).toMatch(/\S/);
      expect(
        stateTax?.explanation?.steps.map((step) => step.input),
        code,
      ).toContain('taxableWages');
    }
  });
});
