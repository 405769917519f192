import type { CompanyW2s } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import ro from '../locales/ro.json';
import zh from '../locales/zh.json';
import { yearEndChecklist } from '../model/checklist';

const boxes = {
  '1': 100,
  '2': 10,
  '3': 100,
  '4': 6,
  '5': 100,
  '6': 1,
  '10': 0,
  '12': [],
  '13': { retirementPlan: false, statutoryEmployee: false, thirdPartySickPay: false },
  '14': [],
  '15-20': [],
};

const item = (
  name: string,
  checks: CompanyW2s['items'][number]['checks'],
): CompanyW2s['items'][number] => ({
  employeeId: name,
  name,
  boxes,
  checks,
  changedSincePublishing: null,
});

const line = (box: string, differenceCents: number) => ({
  box,
  form941: box,
  w3Cents: 0,
  form941Cents: 0,
  differenceCents,
  quarters: [],
  causes: [],
  roundingCents: differenceCents,
});

const answer = (
  items: CompanyW2s['items'],
  differences: [string, number][] = [],
  withoutFinalPayroll: CompanyW2s['terminatedWithoutFinalPayroll'] = [],
): CompanyW2s => ({
  year: 2026,
  items,
  w3: {
    forms: items.length,
    '1': 0,
    '2': 0,
    '3': 0,
    '4': 0,
    '5': 0,
    '6': 0,
    '7': 0,
    '10': 0,
    '12a': 0,
    '12': [],
    '16': 0,
    '17': 0,
    '18': 0,
    '19': 0,
  },
  reconciliation: {
    balanced: differences.length === 0,
    lines: differences.map(([box, cents]) => line(box, cents)),
  },
  publishedAt: null,
  withdrawnSincePublishing: [],
  terminatedWithoutFinalPayroll: withoutFinalPayroll,
});

const ok = { ssn: 'valid', address: 'on_file', terminated: false } as const;

describe('the year-end checklist', () => {
  it('is done when every SSN and address is there, the deposits recorded and the W-3 agrees', () => {
    const steps = yearEndChecklist(answer([item('Ng, Ana', ok)], [['1', 0]]), [
      { status: 'recorded', dueDate: '2026-02-17', form: '941' },
    ]);
    expect(steps.map((s) => `${s.id}:${s.state}`)).toEqual([
      'ssn:done',
      'address:done',
      'stateIds:done',
      'deposits:done',
      'reconciliation:done',
      'terminated:done',
    ]);
  });

  it('names who and what is in the way', () => {
    const steps = yearEndChecklist(
      answer(
        [
          item('Ng, Ana', { ...ok, ssn: 'invalid' }),
          item('Ruiz, Bo', { ssn: 'missing', address: 'missing', terminated: true }),
          item('Lee, Cy', ok),
        ],
        [
          ['4', 2],
          ['1', 0],
        ],
        [{ employeeId: 'd', name: 'Diaz, Eve', terminationDate: '2026-12-01' }],
      ),
      [
        { status: 'overdue', dueDate: '2026-11-16', form: '941' },
        { status: 'upcoming', dueDate: '2026-12-15', form: '941' },
        { status: 'due', dueDate: '2026-11-30', form: '940' },
      ],
    );
    const byId = Object.fromEntries(steps.map((s) => [s.id, s]));
    expect(byId.ssn).toEqual({ id: 'ssn', state: 'todo', entries: ['Ng, Ana', 'Ruiz, Bo'] });
    expect(byId.address).toEqual({ id: 'address', state: 'todo', entries: ['Ruiz, Bo'] });
    expect(byId.deposits?.entries).toEqual(['941 2026-11-16', '940 2026-11-30']);
    expect(byId.reconciliation).toEqual({ id: 'reconciliation', state: 'note', entries: ['4'] });
    // Terminated but paid through their last period (Ruiz): not listed; Diaz is owed final pay.
    expect(byId.terminated).toEqual({
      id: 'terminated',
      state: 'todo',
      entries: ['Diaz, Eve (2026-12-01)'],
    });
  });

  it('names the states whose W-2 box 15 has no employer’s state ID number, once each', () => {
    const row = (state: string, stateIdNumber: string | null) => ({
      state,
      stateIdNumber,
      wagesCents: 100,
      taxCents: 5,
      locality: null,
      localWagesCents: 0,
      localTaxCents: 0,
    });
    const inStates = (name: string, rows: ReturnType<typeof row>[]) => ({
      ...item(name, ok),
      boxes: { ...boxes, '15-20': rows },
    });
    const steps = yearEndChecklist(
      answer([
        inStates('Ng, Ana', [row('IL', null), row('IN', '0012345678-001')]),
        inStates('Lee, Cy', [row('IL', null), row('CA', null)]),
      ]),
      [],
    );
    expect(steps.find((s) => s.id === 'stateIds')).toEqual({
      id: 'stateIds',
      state: 'todo',
      entries: ['CA', 'IL'],
    });
  });

  it('has every text in the four languages', () => {
    const keys = Object.keys(en).sort();
    for (const other of [fr, ro, zh]) expect(Object.keys(other).sort()).toEqual(keys);
    for (const id of ['ssn', 'address', 'stateIds', 'deposits', 'reconciliation', 'terminated'])
      expect(keys).toEqual(
        expect.arrayContaining([`yearEnd.step.${id}`, `yearEnd.step.${id}.done`]),
      );
  });
});
