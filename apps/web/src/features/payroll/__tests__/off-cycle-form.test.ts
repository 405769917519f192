import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import {
  emptyOffCycleForm,
  offCycleIssues,
  offCycleMessages,
  offCycleRequestOf,
} from '../model/off-cycle-form';

const catalogue: Record<string, string> = en;

describe('the off-cycle form', () => {
  it('starts as a bonus withheld at the supplemental rate', () => {
    expect(emptyOffCycleForm('g1')).toMatchObject({
      payGroupId: 'g1',
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

  it('refuses a period that ends before it starts', () => {
    const issues = offCycleIssues({
      ...emptyOffCycleForm('g1'),
      payDate: '2026-12-10',
      periodStart: '2026-12-10',
      periodEnd: '2026-12-01',
      employees: [{ id: 'e1', firstName: 'Ana', lastName: 'Diaz' }],
    });
    expect(issues.map((issue) => issue.message)).toEqual([
      'The period must not end before it starts',
    ]);
  });

  it('builds the request with the chosen employees’ ids', () => {
    expect(
      offCycleRequestOf({
        ...emptyOffCycleForm('g1'),
        payDate: '2026-12-10',
        periodStart: '2026-11-27',
        periodEnd: '2026-12-10',
        employees: [{ id: 'e1', firstName: 'Ana', lastName: 'Diaz' }],
      }),
    ).toEqual({
      payGroupId: 'g1',
      offCycle: {
        reason: 'bonus',
        payDate: '2026-12-10',
        periodStart: '2026-11-27',
        periodEnd: '2026-12-10',
        employeeIds: ['e1'],
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
