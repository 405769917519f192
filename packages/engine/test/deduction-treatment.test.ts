import { deductionCodes, type DeductionCode, type PaycheckResult } from '@paydesk/contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  deductionTreatments,
  isPreTax,
  loweredWagesOf,
  type DeductionTreatment,
} from '../src/deduction-treatment';
import { calculatePaycheck } from '../src/gross-to-net';
import { paycheckInput, wagesOf } from './support/requests';

const CAFETERIA_PLAN: readonly DeductionCode[] = [
  'section125_medical',
  'section125_dental',
  'section125_vision',
  'hsa',
  'health_fsa',
  'dependent_care_fsa',
  'commuter',
];

/** What a deduction changes in a paycheck, whatever it is called. */
const figures = (result: PaycheckResult) => ({
  netPayCents: result.netPayCents,
  taxableWages: result.taxableWages,
  subjectWages: result.subjectWages,
  employeeTaxes: result.employeeTaxes,
  employerTaxes: result.employerTaxes,
  deductions: result.deductions,
  capped: result.capped.map(({ label: _label, kind: _kind, code: _code, ...amounts }) => amounts),
});

// California and New Jersey tax HSA contributions (their own test): the HSA is compared in a
// state that follows the federal wages.
const paycheckWith = (kind: DeductionCode, amountCents: number, state = 'CA') =>
  calculatePaycheck(
    paycheckInput({
      earnings: wagesOf(300_000),
      deductions: [{ kind, amountCents }],
      state: { code: state },
      suta: { rateBasisPoints: 340 },
    }),
  );

/** The 2026 limits below $4,000 (health FSA $3,400 a year, commuter $340 a month). */
const LIMIT_2026: Partial<Record<DeductionCode, number>> = {
  health_fsa: 340_000,
  commuter: 34_000,
};

describe('deduction treatments', () => {
  it('has one treatment for every deduction code of the vocabulary, and no other', () => {
    expectTypeOf<keyof typeof deductionTreatments>().toEqualTypeOf<DeductionCode>();
    const withoutHsa: Omit<typeof deductionTreatments, 'hsa'> = deductionTreatments;
    // @ts-expect-error a table missing a code of the vocabulary does not type-check
    const incomplete: Readonly<Record<DeductionCode, DeductionTreatment>> = withoutHsa;
    expect(incomplete).toBe(deductionTreatments);

    expect(Object.keys(deductionTreatments).sort()).toEqual([...deductionCodes].sort());
  });

  it('keeps the four first kinds where they were', () => {
    expect(deductionTreatments['401k'].group).toBe('401k');
    expect(deductionTreatments.section125.group).toBe('section125');
    expect(deductionTreatments.roth401k.group).toBe('postTax');
    expect(deductionTreatments.postTax.group).toBe('postTax');
    expect(deductionCodes.filter((code) => !isPreTax(code))).toEqual(['roth401k', 'postTax']);
  });

  it('lowers income-tax wages for 401(k), and FICA and unemployment wages too for section 125', () => {
    expect(loweredWagesOf['401k']).toEqual({ incomeTax: true, fica: false, unemployment: false });
    expect(loweredWagesOf.section125).toEqual({ incomeTax: true, fica: true, unemployment: true });
    expect(loweredWagesOf.postTax).toEqual({ incomeTax: false, fica: false, unemployment: false });
  });

  it.each(CAFETERIA_PLAN)('takes %s before taxes, exactly as section 125', (code) => {
    expect(deductionTreatments[code].group).toBe('section125');
    const state = code === 'hsa' ? 'IL' : 'CA';
    for (const amountCents of [12_345, 400_000]) {
      // A limit stops the deduction first: it then acts as section 125 of the limited amount.
      const limited = Math.min(amountCents, LIMIT_2026[code] ?? amountCents);
      const section125 = paycheckWith('section125', limited, state);
      const result = paycheckWith(code, amountCents, state);
      expect(figures(result)).toEqual(figures(section125));
      expect(result.lines.find((line) => line.side === 'deduction')).toMatchObject({
        code,
        kind: code,
      });
    }
    // Out of FICA and FUTA wages, not only income-tax wages.
    expect(paycheckWith(code, 12_345).subjectWages.socialSecurityCents).toBe(300_000 - 12_345);
  });
});
