import { describe, expect, it } from 'vitest';
import type { StoredDetails } from './stored-details';
import { yearToDateOf, type EarlierStub } from './year-to-date';

const stubOf = (bonusCents: number, socialSecurityCents: number): EarlierStub => {
  const details: StoredDetails = {
    earnings: [
      { code: 'bonus', label: 'Bonus', hours: null, rateCents: null, amountCents: bonusCents },
    ],
    employeeTaxes: [
      { code: 'socialSecurity', label: 'Social Security', amountCents: socialSecurityCents },
    ],
    employerTaxes: [],
    deductions: [{ code: '401k', label: '401(k)', amountCents: 1_000 }],
    deposits: [],
    reimbursementsCents: 0,
  };
  return {
    details,
    totals: {
      grossCents: bonusCents,
      employeeTaxesCents: socialSecurityCents,
      employerTaxesCents: 0,
      deductionsCents: 1_000,
      netPayCents: bonusCents - socialSecurityCents - 1_000,
    },
  };
};

describe('year to date of a stub', () => {
  it('adds its own figures to the earlier issued stubs of the year, per line and in total', () => {
    const ytd = yearToDateOf(stubOf(10_000, 620), [stubOf(50_000, 3_100), stubOf(20_000, 1_240)]);
    expect(ytd.lineCents('earnings', { code: 'bonus' })).toBe(80_000);
    expect(ytd.lineCents('employeeTaxes', { code: 'socialSecurity' })).toBe(4_960);
    expect(ytd.lineCents('deductions', { code: '401k' })).toBe(3_000);
    expect(ytd.lineCents('employerTaxes', { code: 'futa' })).toBe(0);
    expect(ytd.totals).toEqual({
      grossCents: 80_000,
      employeeTaxesCents: 4_960,
      employerTaxesCents: 0,
      deductionsCents: 3_000,
      netPayCents: 80_000 - 4_960 - 3_000,
    });
  });

  it('names every line paid in the year, in the order first paid, with its latest label', () => {
    const earlier = stubOf(50_000, 3_100);
    earlier.details.earnings.unshift({
      code: 'hourly',
      label: 'Regular pay',
      hours: 80,
      rateCents: 2_000,
      amountCents: 160_000,
    });
    const own = stubOf(10_000, 620);
    own.details.earnings[0]!.label = 'Year-end bonus';
    const ytd = yearToDateOf(own, [earlier]);
    expect(ytd.linesOf('earnings')).toEqual([
      { code: 'hourly', label: 'Regular pay' },
      { code: 'bonus', label: 'Year-end bonus' },
    ]);
    expect(ytd.linesOf('employerTaxes')).toEqual([]);
  });

  it('is the stub’s own figures when nothing earlier counts (a voided one is not passed)', () => {
    const ytd = yearToDateOf(stubOf(10_000, 620), []);
    expect(ytd.totals.grossCents).toBe(10_000);
    expect(ytd.lineCents('earnings', { code: 'bonus' })).toBe(10_000);
  });

  it('keeps two states’ income taxes apart and adds up each state’s own', () => {
    const taxed = (state: 'CA' | 'NY', cents: number): EarlierStub => {
      const stub = stubOf(10_000, 620);
      stub.details.employeeTaxes.push({
        code: 'stateIncomeTax',
        label: `${state} income tax`,
        jurisdiction: { level: 'state', state },
        amountCents: cents,
      });
      return stub;
    };
    const ytd = yearToDateOf(taxed('NY', 300), [taxed('CA', 100), taxed('NY', 200)]);
    const ca = { code: 'stateIncomeTax', jurisdiction: { level: 'state', state: 'CA' } } as const;
    const ny = { code: 'stateIncomeTax', jurisdiction: { level: 'state', state: 'NY' } } as const;
    expect(ytd.lineCents('employeeTaxes', ca)).toBe(100);
    expect(ytd.lineCents('employeeTaxes', ny)).toBe(500);
    expect(ytd.linesOf('employeeTaxes').map((line) => line.jurisdiction?.state)).toEqual([
      undefined,
      'CA',
      'NY',
    ]);
  });

  it('adds a federal line stored without a jurisdiction to the ones stored with it', () => {
    const own = stubOf(10_000, 620);
    own.details.employeeTaxes[0]!.jurisdiction = { level: 'federal' };
    const ytd = yearToDateOf(own, [stubOf(50_000, 3_100)]);
    expect(ytd.lineCents('employeeTaxes', { code: 'socialSecurity' })).toBe(3_720);
    expect(ytd.linesOf('employeeTaxes')).toHaveLength(1);
  });
});
