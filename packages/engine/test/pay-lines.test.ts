import type { PaycheckLine, PaycheckResult } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../src/gross-to-net';
import { paycheckInput } from './support/requests';

const linesOf = (result: PaycheckResult, side: PaycheckLine['side']) =>
  result.lines.filter((line) => line.side === side);

describe('pay lines in the vocabulary', () => {
  it('a local income tax: its code, and its locality in the jurisdiction', () => {
    const result = calculatePaycheck(
      paycheckInput({
        payFrequency: 'weekly',
        earnings: [{ kind: 'salary', amountCents: 40_000 }],
        state: { code: 'NY', allowances: 3, residence: 'yonkers' },
      }),
    );
    expect(result.lines.filter((line) => line.kind === 'localIncomeTax')).toEqual([
      {
        code: 'localIncomeTax',
        kind: 'localIncomeTax',
        label: 'Yonkers income tax',
        amountCents: 1_34, // 16.75% of the NYS tax 8.01
        side: 'employeeTax',
        jurisdiction: { level: 'local', state: 'NY', localId: 'YONKERS' },
        explanation: {
          method: 'surcharge',
          steps: [
            { input: 'taxableWages', cents: 40_000 },
            { input: 'periodsPerYear', count: 52 },
            { input: 'baseTax', cents: 8_01 },
            { input: 'rate', percent: '16.75' },
          ],
          rounding: 'centHalfUp',
          publication: 'NYS-50-T-Y (1/26)',
        },
      },
    ]);
  });

  it('a state programme: its own code, the state in the jurisdiction, on either side', () => {
    const newJersey = calculatePaycheck(paycheckInput({ state: { code: 'NJ' } }));
    const programmes = newJersey.lines.filter((line) => line.kind === 'stateProgramme');
    // New Jersey's employer shares are experience-rated (the request's SUTA rate): none here.
    expect(programmes.map((line) => [line.side, line.code, line.label])).toEqual([
      ['employeeTax', 'NJ_UI', 'New Jersey unemployment insurance'],
      ['employeeTax', 'NJ_WF', 'New Jersey workforce development'],
      ['employeeTax', 'NJ_DI', 'New Jersey disability insurance'],
      ['employeeTax', 'NJ_FLI', 'New Jersey family leave insurance'],
    ]);
    for (const line of programmes) {
      expect(line.jurisdiction).toEqual({ level: 'state', state: 'NJ' });
    }
    // The employer's share: the same code and label on the employer side.
    const colorado = calculatePaycheck(paycheckInput({ state: { code: 'CO' } }));
    const famli = colorado.lines.filter((line) => line.code === 'CO_FAMLI');
    expect(famli.map((line) => [line.side, line.kind, line.label, line.jurisdiction])).toEqual([
      [
        'employeeTax',
        'stateProgramme',
        'Colorado family and medical leave (FAMLI)',
        { level: 'state', state: 'CO' },
      ],
      [
        'employerTax',
        'stateProgramme',
        'Colorado family and medical leave (FAMLI)',
        { level: 'state', state: 'CO' },
      ],
    ]);
  });

  it('federal taxes are federal, the state income tax and SUTA the state’s', () => {
    const result = calculatePaycheck(
      paycheckInput({ state: { code: 'IL' }, suta: { rateBasisPoints: 270 } }),
    );
    const taxes = [...linesOf(result, 'employeeTax'), ...linesOf(result, 'employerTax')];
    expect(taxes.map((line) => [line.side, line.code, line.label, line.jurisdiction])).toEqual([
      ['employeeTax', 'federalIncomeTax', 'Federal income tax', { level: 'federal' }],
      ['employeeTax', 'socialSecurity', 'Social Security', { level: 'federal' }],
      ['employeeTax', 'medicare', 'Medicare', { level: 'federal' }],
      ['employeeTax', 'stateIncomeTax', 'Illinois income tax', { level: 'state', state: 'IL' }],
      ['employerTax', 'socialSecurity', 'Social Security', { level: 'federal' }],
      ['employerTax', 'medicare', 'Medicare', { level: 'federal' }],
      ['employerTax', 'futa', 'Federal unemployment (FUTA)', { level: 'federal' }],
      ['employerTax', 'suta', 'Illinois unemployment (SUTA)', { level: 'state', state: 'IL' }],
    ]);
  });

  it('a prorated salary carries its proration, named by the vocabulary’s prorated text', () => {
    // 2026-03-02 (Mon) … 2026-03-15 (Sun), hired Wednesday 2026-03-04: 8 of 10 working days.
    const input = paycheckInput({
      period: { startDate: '2026-03-02', endDate: '2026-03-15' },
      employment: { hireDate: '2026-03-04' },
    });
    expect(linesOf(calculatePaycheck(input), 'earning')).toEqual([
      {
        code: 'salary',
        kind: 'salary',
        label: 'Salary (8 of 10 working days)',
        amountCents: 160_000,
        side: 'earning',
        proration: { workedDays: 8, workingDays: 10 },
      },
    ]);
    const named = calculatePaycheck({
      ...input,
      earnings: [{ kind: 'salary', amountCents: 200_000, label: 'Base pay' }],
    });
    expect(linesOf(named, 'earning')[0]).toMatchObject({
      code: 'salary',
      label: 'Base pay (8 of 10 working days)',
      proration: { workedDays: 8, workingDays: 10 },
    });
  });

  it('an earning or a deduction named by the request keeps its label, with its code', () => {
    const result = calculatePaycheck(
      paycheckInput({
        earnings: [
          { kind: 'salary', amountCents: 200_000 },
          { kind: 'bonus', amountCents: 10_000, label: 'Spot award' },
        ],
        deductions: [
          { kind: 'hsa', amountCents: 5_000 },
          { kind: 'postTax', amountCents: 1_000, label: 'Union dues' },
        ],
      }),
    );
    const named = result.lines
      .filter((line) => line.side === 'earning' || line.side === 'deduction')
      .map((line) => [line.code, line.label]);
    expect(named).toEqual([
      ['salary', 'Salary'],
      ['bonus', 'Spot award'],
      ['hsa', 'Health savings account (HSA)'],
      ['postTax', 'Union dues'],
    ]);
  });

  it('gives the supplemental wages of the paycheck among its subject wages', () => {
    const result = calculatePaycheck(
      paycheckInput({
        earnings: [
          { kind: 'hourly', hours: 80, rateCents: 2_500 },
          { kind: 'vacation', hours: 8, rateCents: 2_500 },
          { kind: 'bonus', amountCents: 50_000 },
          { kind: 'commission', amountCents: 25_000 },
          { kind: 'reimbursement', amountCents: 4_250 },
        ],
      }),
    );
    expect(result.grossCents).toBe(200_000 + 20_000 + 75_000);
    expect(result.subjectWages.supplementalCents).toBe(75_000);
    expect(calculatePaycheck(paycheckInput()).subjectWages.supplementalCents).toBe(0);
  });
});
