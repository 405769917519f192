import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import {
  emptyOffCycleForm,
  offCycleIssues,
  offCycleMessages,
  offCycleRequestOf,
} from '../model/off-cycle-form';

const catalogue: Record<string, string> = en;
// Ids as the API gives them out: the contract takes nothing else.
const GROUP = '019ac1d4-7b2e-7c3a-9f10-0000000000a1';
const ANA = '019ac1d4-7b2e-7c3a-9f10-0000000000e1';

describe('the off-cycle form', () => {
  it('starts as a bonus withheld at the supplemental rate', () => {
    expect(emptyOffCycleForm(GROUP)).toMatchObject({
      payGroupId: GROUP,
      reason: 'bonus',
      withholding: 'supplemental',
      employees: [],
    });
  });

  it('lists what is missing by the contract’s rules, the employees on their picker', () => {
    const paths = offCycleIssues(emptyOffCycleForm('')).map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['payGroupId', 'payDate', 'periodStart', 'periodEnd', 'employees']),
    );
  });

  it('refuses a pay date on which banks are closed, in the catalogue’s words', () => {
    const on = (payDate: string) =>
      offCycleIssues({
        ...emptyOffCycleForm(GROUP),
        payDate,
        periodStart: '2026-12-01',
        periodEnd: '2026-12-10',
        employees: [{ id: ANA, firstName: 'Ana', lastName: 'Diaz' }],
      }).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    // A Saturday and Christmas Day; the Thursday before is a business day.
    expect(on('2026-12-12')).toEqual(['payDate: payroll.validation.payDateClosed']);
    expect(on('2026-12-25')).toEqual(['payDate: payroll.validation.payDateClosed']);
    expect(on('2026-12-24')).toEqual([]);
    expect(catalogue['payroll.validation.payDateClosed']).toMatch(/business day/);
  });

  it('refuses a period that ends before it starts', () => {
    const issues = offCycleIssues({
      ...emptyOffCycleForm(GROUP),
      payDate: '2026-12-10',
      periodStart: '2026-12-10',
      periodEnd: '2026-12-01',
      employees: [{ id: ANA, firstName: 'Ana', lastName: 'Diaz' }],
    });
    expect(issues.map((issue) => issue.message)).toEqual([
      'The period must not end before it starts',
    ]);
  });

  it('builds the request with the chosen employees’ ids', () => {
    expect(
      offCycleRequestOf({
        ...emptyOffCycleForm(GROUP),
        payDate: '2026-12-10',
        periodStart: '2026-11-27',
        periodEnd: '2026-12-10',
        employees: [{ id: ANA, firstName: 'Ana', lastName: 'Diaz' }],
      }),
    ).toEqual({
      payGroupId: GROUP,
      offCycle: {
        reason: 'bonus',
        payDate: '2026-12-10',
        periodStart: '2026-11-27',
        periodEnd: '2026-12-10',
        employeeIds: [ANA],
        withholding: 'supplemental',
      },
    });
  });

  it('has a catalogue text for each contract message, saying the same in English', () => {
    for (const [message, id] of Object.entries(offCycleMessages.contract)) {
      expect(catalogue[id], id).toBeDefined();
      if (!message.startsWith('must be')) expect(catalogue[id]).toBe(message);
    }
  });
});
