import type { PaycheckLine, PaycheckResult } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { employerCostCents, lineLabel, resultGroups } from '../model/result-groups';

const line = (side: PaycheckLine['side'], kind: string, amountCents: number, extra = {}) => ({
  side,
  kind,
  label: `engine ${kind}`,
  amountCents,
  ...extra,
});

// A Washington paycheck with a reimbursement, a named post-tax deduction and a state programme.
const result: PaycheckResult = {
  grossCents: 300_000,
  netPayCents: 241_000,
  reimbursementsCents: 5_000,
  taxableWages: {
    federalIncomeTaxCents: 300_000,
    socialSecurityCents: 300_000,
    medicareCents: 300_000,
    additionalMedicareCents: 0,
    futaCents: 300_000,
    sutaCents: 0,
    stateIncomeTaxCents: 0,
  },
  subjectWages: {
    socialSecurityCents: 300_000,
    medicareCents: 300_000,
    futaCents: 300_000,
    sutaCents: 300_000,
  },
  employeeTaxes: {
    federalIncomeTaxCents: 30_000,
    socialSecurityCents: 18_600,
    medicareCents: 4_350,
    additionalMedicareCents: 0,
    stateIncomeTaxCents: 0,
    otherCents: 1_050,
  },
  employerTaxes: {
    socialSecurityCents: 18_600,
    medicareCents: 4_350,
    futaCents: 1_800,
    sutaCents: 0,
    otherCents: 0,
  },
  deductions: { preTaxCents: 0, postTaxCents: 15_000 },
  totals: { employeeTaxesCents: 54_000, employerTaxesCents: 24_750, deductionsCents: 15_000 },
  capped: [],
  lines: [
    line('earning', 'salary', 300_000),
    line('earning', 'reimbursement', 5_000),
    line('employeeTax', 'federalIncomeTax', 30_000),
    line('employeeTax', 'socialSecurity', 18_600),
    line('employeeTax', 'medicare', 4_350),
    line('employeeTax', 'stateProgramme', 1_050, { code: 'WA_CARES' }),
    line('deduction', 'roth401k', 10_000),
    line('deduction', 'postTax', 5_000, { label: 'Union dues' }),
    line('employerTax', 'socialSecurity', 18_600),
    line('employerTax', 'medicare', 4_350),
    line('employerTax', 'futa', 1_800),
  ],
};

const request = {
  deductions: [
    { kind: 'roth401k' as const, amountCents: 10_000 },
    { kind: 'postTax' as const, amountCents: 5_000, label: 'Union dues' },
  ],
};

describe('the result as a pay stub reads', () => {
  const groups = resultGroups(result, request, 'Washington');

  it('groups the lines with the engine’s totals', () => {
    expect(groups.map((group) => [group.id, group.lines.length, group.totalCents])).toEqual([
      ['earnings', 1, 300_000],
      ['reimbursements', 1, 5_000],
      ['employeeTaxes', 4, 54_000],
      ['deductions', 2, 15_000],
      ['employerTaxes', 3, 24_750],
    ]);
  });

  it('leaves out reimbursements when there are none', () => {
    const without = {
      ...result,
      reimbursementsCents: 0,
      lines: result.lines.filter((l) => l.kind !== 'reimbursement'),
    };
    expect(resultGroups(without, request, 'Washington').map((group) => group.id)).toEqual([
      'earnings',
      'employeeTaxes',
      'deductions',
      'employerTaxes',
    ]);
  });

  it('names lines by kind, programmes by code, and keeps a deduction’s own name', () => {
    const labels = groups.flatMap((group) => group.lines.map((entry) => entry.label));
    expect(labels).toEqual([
      { id: 'paycheck.line.earning.salary', fallback: 'engine salary' },
      { id: 'paycheck.line.earning.reimbursement', fallback: 'engine reimbursement' },
      { id: 'paycheck.line.employeeTax.federalIncomeTax', fallback: 'engine federalIncomeTax' },
      { id: 'paycheck.line.employeeTax.socialSecurity', fallback: 'engine socialSecurity' },
      { id: 'paycheck.line.employeeTax.medicare', fallback: 'engine medicare' },
      { id: 'paycheck.programme.employee.WA_CARES', fallback: 'engine stateProgramme' },
      { id: 'paycheck.line.deduction.roth401k', fallback: 'engine roth401k' },
      { text: 'Union dues' },
      { id: 'paycheck.line.employerTax.socialSecurity', fallback: 'engine socialSecurity' },
      { id: 'paycheck.line.employerTax.medicare', fallback: 'engine medicare' },
      { id: 'paycheck.line.employerTax.futa', fallback: 'engine futa' },
    ]);
  });

  it('gives the state’s name to its income tax and local taxes their code', () => {
    expect(lineLabel(line('employeeTax', 'stateIncomeTax', 1), 'Illinois')).toEqual({
      id: 'paycheck.line.employeeTax.stateIncomeTax',
      values: { state: 'Illinois' },
      fallback: 'engine stateIncomeTax',
    });
    expect(
      lineLabel(line('employeeTax', 'localIncomeTax', 1, { code: 'NYC' }), 'New York'),
    ).toEqual({
      id: 'paycheck.programme.employee.NYC',
      fallback: 'engine localIncomeTax',
    });
  });

  it('counts what the paycheck costs the employer', () => {
    expect(employerCostCents(result)).toBe(300_000 + 5_000 + 24_750);
  });

  it('has a text in the catalogue for every line kind the engine writes', () => {
    const catalogue = en as Record<string, string>;
    const kinds: [PaycheckLine['side'], string[]][] = [
      ['earning', ['salary', 'hourly', 'overtime', 'bonus', 'commission', 'reimbursement']],
      [
        'employeeTax',
        ['federalIncomeTax', 'socialSecurity', 'medicare', 'additionalMedicare', 'stateIncomeTax'],
      ],
      ['deduction', ['401k', 'section125', 'roth401k', 'postTax']],
      ['employerTax', ['socialSecurity', 'medicare', 'futa', 'suta']],
    ];
    for (const [side, names] of kinds) {
      for (const kind of names) {
        const label = lineLabel(line(side, kind, 1), 'Texas');
        expect('id' in label && catalogue[label.id], `${side} ${kind}`).toBeTruthy();
      }
    }
  });
});
