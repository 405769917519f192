import { paycheckResultSchema, type PaycheckResult } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../src/gross-to-net';
import { paycheckInput, wagesOf } from './support/requests';

const sumLines = (result: PaycheckResult, side: string, exceptKind?: string) =>
  result.lines
    .filter((line) => line.side === side && line.kind !== exceptKind)
    .reduce((sum, line) => sum + line.amountCents, 0);

describe('gross to net', () => {
  it('biweekly $100,000 salary in Texas, single', () => {
    const result = calculatePaycheck(
      paycheckInput({ earnings: [{ kind: 'salary', annualCents: 10_000_000 }] }),
    );
    expect(result).toMatchObject({
      grossCents: 384_615,
      // 3,846.15 − 506.54 − 238.46 − 55.77
      netPayCents: 304_538,
      reimbursementsCents: 0,
      taxableWages: {
        federalIncomeTaxCents: 384_615,
        socialSecurityCents: 384_615,
        medicareCents: 384_615,
        futaCents: 384_615,
        stateIncomeTaxCents: 0,
      },
      employeeTaxes: {
        federalIncomeTaxCents: 50_654,
        socialSecurityCents: 23_846,
        medicareCents: 5_577,
        additionalMedicareCents: 0,
        stateIncomeTaxCents: 0,
        otherCents: 0,
      },
      // FUTA 0.6% × 3,846.15 = 23.0769 → 23.08; no SUTA asked for.
      employerTaxes: {
        socialSecurityCents: 23_846,
        medicareCents: 5_577,
        futaCents: 2_308,
        sutaCents: 0,
      },
      deductions: { preTaxCents: 0, postTaxCents: 0 },
      capped: [],
    });
    expect(paycheckResultSchema.parse(result)).toEqual(result);
  });

  it('401(k) lowers income-tax wages only; section 125 lowers FICA and FUTA wages too', () => {
    const result = calculatePaycheck(
      paycheckInput({
        earnings: wagesOf(300_000),
        deductions: [
          { kind: '401k', amountCents: 30_000 },
          { kind: 'section125', amountCents: 10_000 },
        ],
        state: { code: 'IL' },
      }),
    );
    expect(result.taxableWages).toMatchObject({
      federalIncomeTaxCents: 260_000,
      stateIncomeTaxCents: 260_000,
      socialSecurityCents: 290_000,
      medicareCents: 290_000,
      futaCents: 290_000,
    });
    expect(result.deductions).toEqual({ preTaxCents: 40_000, postTaxCents: 0 });
  });

  it('pays reimbursements back untaxed, and post-tax deductions come off after taxes', () => {
    const base = calculatePaycheck(paycheckInput());
    const result = calculatePaycheck(
      paycheckInput({
        earnings: [...wagesOf(200_000), { kind: 'reimbursement', amountCents: 12_345 }],
        deductions: [
          { kind: 'roth401k', amountCents: 10_000 },
          { kind: 'postTax', amountCents: 2_500, label: 'Union dues' },
        ],
      }),
    );
    expect(result.employeeTaxes).toEqual(base.employeeTaxes);
    expect(result.reimbursementsCents).toBe(12_345);
    expect(result.netPayCents).toBe(base.netPayCents + 12_345 - 12_500);
    expect(result.lines).toContainEqual({
      code: 'postTax',
      kind: 'postTax',
      label: 'Union dues',
      amountCents: 2_500,
      side: 'deduction',
    });
  });

  it('caps a post-tax deduction at what is left, reports it, and pays 0', () => {
    const result = calculatePaycheck(
      paycheckInput({ deductions: [{ kind: 'postTax', amountCents: 500_000, label: 'Loan' }] }),
    );
    const left = 200_000 - result.totals.employeeTaxesCents;
    expect(result.netPayCents).toBe(0);
    expect(result.capped).toEqual([
      {
        side: 'deduction',
        code: 'postTax',
        kind: 'postTax',
        label: 'Loan',
        requestedCents: 500_000,
        appliedCents: left,
      },
    ]);
  });

  it('caps a 401(k) so the taxes it does not lower can still be paid', () => {
    // $1,000 wages, $1,000 401(k): FICA 62.00 + 14.50 stays owed, so 923.50 is deferred.
    const result = calculatePaycheck(
      paycheckInput({
        earnings: wagesOf(100_000),
        deductions: [{ kind: '401k', amountCents: 100_000 }],
      }),
    );
    expect(result.deductions.preTaxCents).toBe(92_350);
    expect(result.employeeTaxes).toMatchObject({
      socialSecurityCents: 6_200,
      medicareCents: 1_450,
      federalIncomeTaxCents: 0,
    });
    expect(result.netPayCents).toBe(0);
    expect(result.capped).toEqual([
      {
        side: 'deduction',
        code: '401k',
        kind: '401k',
        label: '401(k)',
        requestedCents: 100_000,
        appliedCents: 92_350,
      },
    ]);
  });

  it('caps extra withholding the pay cannot carry, FICA first', () => {
    const result = calculatePaycheck(
      paycheckInput({
        earnings: wagesOf(10_000),
        federal: { w4Version: '2020', filingStatus: 'single', extraWithholdingCents: 50_000 },
      }),
    );
    expect(result.employeeTaxes).toMatchObject({
      socialSecurityCents: 620,
      medicareCents: 145,
      federalIncomeTaxCents: 9_235,
    });
    expect(result.netPayCents).toBe(0);
    expect(result.capped).toEqual([
      {
        side: 'employeeTax',
        code: 'federalIncomeTax',
        jurisdiction: { level: 'federal' },
        kind: 'federalIncomeTax',
        label: 'Federal income tax',
        requestedCents: 50_000,
        appliedCents: 9_235,
      },
    ]);
  });

  it('crosses the social security wage base and the additional Medicare threshold in one paycheck', () => {
    const result = calculatePaycheck(
      paycheckInput({
        earnings: wagesOf(1_000_000),
        ytd: { socialSecurityWagesCents: 18_000_000, medicareWagesCents: 19_500_000 },
      }),
    );
    expect(result.taxableWages).toMatchObject({
      socialSecurityCents: 450_000,
      additionalMedicareCents: 500_000,
    });
    expect(result.employeeTaxes).toMatchObject({
      socialSecurityCents: 27_900,
      medicareCents: 14_500,
      additionalMedicareCents: 4_500,
    });
    // The employer matches social security and Medicare, not the additional 0.9%.
    expect(result.employerTaxes).toMatchObject({
      socialSecurityCents: 27_900,
      medicareCents: 14_500,
    });
    expect(result.lines).toContainEqual({
      code: 'additionalMedicare',
      kind: 'additionalMedicare',
      label: 'Additional Medicare',
      amountCents: 4_500,
      side: 'employeeTax',
      jurisdiction: { level: 'federal' },
      // 0.9% of the $5,000 above the $200,000 threshold.
      explanation: {
        method: 'wageBaseRate',
        steps: [
          { input: 'taxableWages', cents: 500_000 },
          { input: 'yearToDateWages', cents: 19_500_000 },
          { input: 'rate', percent: '0.9' },
        ],
        rounding: 'centHalfUp',
        publication: 'IRS Publication 15 (2026)',
      },
    });
    // Social security stops at the $184,500 wage base: $4,500 of the $10,000 is taxed.
    const socialSecurity = result.lines.find(
      (line) => line.code === 'socialSecurity' && line.side === 'employeeTax',
    );
    expect(socialSecurity?.explanation?.steps).toEqual([
      { input: 'taxableWages', cents: 450_000 },
      { input: 'yearToDateWages', cents: 18_000_000 },
      { input: 'wageBase', cents: 18_450_000 },
      { input: 'rate', percent: '6.2' },
    ]);
  });

  it('computes SUTA at the company rate up to the given wage base', () => {
    const result = calculatePaycheck(
      paycheckInput({
        ytd: { sutaWagesCents: 850_000 },
        suta: { rateBasisPoints: 270, wageBaseCents: 900_000 },
      }),
    );
    expect(result.taxableWages.sutaCents).toBe(50_000);
    expect(result.employerTaxes.sutaCents).toBe(1_350);
    expect(result.lines).toContainEqual({
      code: 'suta',
      kind: 'suta',
      label: 'Texas unemployment (SUTA)',
      amountCents: 1_350,
      side: 'employerTax',
      jurisdiction: { level: 'state', state: 'TX' },
      explanation: {
        method: 'wageBaseRate',
        steps: [
          { input: 'taxableWages', cents: 50_000 },
          { input: 'yearToDateWages', cents: 850_000 },
          { input: 'wageBase', cents: 900_000 },
          { input: 'rate', percent: '2.7' },
        ],
        rounding: 'centHalfUp',
        publication: 'Texas unemployment insurance rate notice 2026',
      },
    });
  });

  it('labels hourly work with its hours and rate, and keeps every line consistent with the totals', () => {
    const result = calculatePaycheck(
      paycheckInput({
        earnings: [
          { kind: 'hourly', hours: 80, rateCents: 2_500 },
          { kind: 'overtime', hours: 5.5, rateCents: 2_500 },
          { kind: 'commission', amountCents: 40_000 },
          { kind: 'reimbursement', amountCents: 3_000 },
        ],
        deductions: [{ kind: 'section125', amountCents: 8_000 }],
        state: { code: 'PA' },
        suta: { rateBasisPoints: 382, wageBaseCents: 1_000_000 },
      }),
    );
    expect(result.lines[0]).toEqual({
      code: 'hourly',
      kind: 'hourly',
      label: 'Regular pay',
      amountCents: 200_000,
      side: 'earning',
      hours: 80,
      rateCents: 2_500,
    });
    expect(result.lines[1]).toMatchObject({ kind: 'overtime', amountCents: 20_625, hours: 5.5 });
    expect(result.grossCents).toBe(260_625);
    expect(sumLines(result, 'earning', 'reimbursement')).toBe(result.grossCents);
    expect(sumLines(result, 'employeeTax')).toBe(result.totals.employeeTaxesCents);
    expect(sumLines(result, 'employerTax')).toBe(result.totals.employerTaxesCents);
    expect(sumLines(result, 'deduction')).toBe(result.totals.deductionsCents);
    expect(result.netPayCents).toBe(
      result.grossCents -
        result.totals.employeeTaxesCents -
        result.totals.deductionsCents +
        result.reimbursementsCents,
    );
    // Pay stubs list the federal income tax first.
    expect(
      result.lines.filter((line) => line.side === 'employeeTax').map((line) => line.kind),
    ).toEqual([
      'federalIncomeTax',
      'socialSecurity',
      'medicare',
      'stateIncomeTax',
      'stateProgramme',
    ]);
  });

  it('keeps the contract field names', () => {
    const result = calculatePaycheck(paycheckInput());
    expect(Object.keys(result)).toEqual(
      expect.arrayContaining([
        'grossCents',
        'netPayCents',
        'reimbursementsCents',
        'taxableWages',
        'employeeTaxes',
        'employerTaxes',
        'deductions',
        'lines',
      ]),
    );
    expect(Object.keys(result.taxableWages)).toEqual(
      expect.arrayContaining([
        'federalIncomeTaxCents',
        'socialSecurityCents',
        'medicareCents',
        'futaCents',
        'stateIncomeTaxCents',
      ]),
    );
    expect(Object.keys(result.employeeTaxes)).toEqual(
      expect.arrayContaining([
        'federalIncomeTaxCents',
        'socialSecurityCents',
        'medicareCents',
        'additionalMedicareCents',
        'stateIncomeTaxCents',
        'otherCents',
      ]),
    );
    expect(Object.keys(result.employerTaxes)).toEqual(
      expect.arrayContaining(['socialSecurityCents', 'medicareCents', 'futaCents', 'sutaCents']),
    );
    expect(Object.keys(result.deductions)).toEqual(['preTaxCents', 'postTaxCents']);
  });
});
