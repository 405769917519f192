import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { pennsylvania } from '../../src/states/pennsylvania';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';

const pa = (fields: Record<string, unknown> = {}) => pennsylvania.prepare(fields);

describe('Pennsylvania (REV-415: flat 3.07%, no certificate)', () => {
  it('REV-415: biweekly $2,000.00 → $61.40', () => {
    expect(pa().calculate(stateContext({ grossCents: 200_000 })).incomeTaxCents).toBe(6_140);
  });

  it('REV-415: biweekly $2,000 + $5,000 supplemental → compensation $7,000 → $214.90', () => {
    const result = calculatePaycheck(
      paycheckInput({
        state: { code: 'PA' },
        earnings: [
          { kind: 'salary', amountCents: 200_000 },
          { kind: 'bonus', amountCents: 500_000 },
        ],
      }),
    );
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(21_490);
    expect(result.taxableWages.stateIncomeTaxCents).toBe(700_000);
  });

  it.each([
    ['$1,000 → $0.70', 100_000, 70],
    ['$100,000 → $70.00 (no wage cap)', 10_000_000, 7_000],
  ])('PA UC employee contribution 0.07%%: %s', (_case, grossCents, expected) => {
    const [uc] = pa().calculate(stateContext({ grossCents, ytdCents: 50_000_000 })).programmes;
    expect(uc).toMatchObject({ code: 'PA_UC', employeeCents: expected, employerCents: 0 });
  });

  it('taxes 401(k) deferrals (PA allows no deferral) but not section 125', () => {
    const context = stateContext({
      grossCents: 200_000,
      retirement401kCents: 20_000,
      section125Cents: 10_000,
    });
    const result = pa().calculate(context);
    expect(result.incomeTaxWagesCents).toBe(190_000);
    expect(result.incomeTaxCents).toBe(5_833); // 1,900 × 3.07% = 58.33
  });

  it('withholds no income tax for a REV-419 reciprocal-state resident, still the UC contribution', () => {
    const result = pa({ reciprocalNonresident: true }).calculate(
      stateContext({ grossCents: 200_000 }),
    );
    expect(result.incomeTaxCents).toBe(0);
    expect(result.programmes[0]?.employeeCents).toBe(140);
  });

  it('shows the tax and the UC contribution on the pay stub', () => {
    const result = calculatePaycheck(paycheckInput({ state: { code: 'PA' } }));
    expect(result.employeeTaxes).toMatchObject({ stateIncomeTaxCents: 6_140, otherCents: 140 });
    expect(result.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'stateIncomeTax',
          kind: 'stateIncomeTax',
          label: 'Pennsylvania income tax',
          amountCents: 6_140,
          side: 'employeeTax',
          jurisdiction: { level: 'state', state: 'PA' },
          explanation: expect.objectContaining({ method: 'flatRate' }),
        }),
        expect.objectContaining({
          code: 'PA_UC',
          kind: 'stateProgramme',
          label: 'Pennsylvania unemployment compensation',
          amountCents: 140,
          side: 'employeeTax',
          jurisdiction: { level: 'state', state: 'PA' },
        }),
      ]),
    );
  });

  it('explains the tax: a flat 3.07% of compensation, REV-415; exempt under REV-419', () => {
    expect(pa().calculate(stateContext({ grossCents: 200_000 })).incomeTaxExplanation).toEqual({
      method: 'flatRate',
      steps: [
        { input: 'taxableWages', cents: 200_000 },
        { input: 'periodsPerYear', count: 26 },
        { input: 'rate', percent: '3.07' },
      ],
      rounding: 'centHalfUp',
      publication: 'REV-415, Employer Withholding Information Guide (PA Department of Revenue)',
    });
    const reciprocal = pa({ reciprocalNonresident: true }).calculate(
      stateContext({ grossCents: 200_000 }),
    );
    expect(reciprocal.incomeTaxExplanation).toMatchObject({ method: 'exempt' });
  });

  it('takes no other certificate field', () => {
    expect(() => pa({ allowances: 2 })).toThrow(
      expect.objectContaining({
        field: 'state.allowances',
        message: expect.stringContaining('reciprocalNonresident'),
      }),
    );
  });
});
