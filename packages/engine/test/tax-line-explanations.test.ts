import type { PaycheckLine, PaycheckRequestInput, PaycheckResult } from '@paydesk/contracts';
import { taxExplanationSchema } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { calculateParsedPaycheck, calculatePaycheck } from '../src/gross-to-net';
import { parsePaycheckRequest } from '../src/parse-request';
import { paycheckInput } from './support/requests';

const lineOf = (result: PaycheckResult, side: PaycheckLine['side'], code: string) =>
  result.lines.find((line) => line.side === side && line.code === code);

const federalOf = (federal: PaycheckRequestInput['federal']) =>
  lineOf(calculatePaycheck(paycheckInput({ federal })), 'employeeTax', 'federalIncomeTax')
    ?.explanation;

describe('federal income tax explanation (Pub 15-T Worksheet 1A)', () => {
  it('a $2,000 biweekly single paycheck: the worksheet’s lines and the annual table row', () => {
    // 2,000 × 26 = 52,000 − 8,600 (line 1g) = 43,400; 1,240 + 12% × (43,400 − 19,900) = 4,060
    // a year ÷ 26 = 156.15.
    expect(federalOf({ w4Version: '2020', filingStatus: 'single' })).toEqual({
      method: 'federalPercentage',
      steps: [
        { input: 'taxableWages', cents: 200_000 },
        { input: 'periodsPerYear', count: 26 },
        { input: 'annualWages', cents: 5_200_000 },
        { input: 'standardDeduction', cents: 860_000 },
        { input: 'annualTaxableWages', cents: 4_340_000 },
        { input: 'periodTax', cents: 15_615 },
      ],
      bracket: { overCents: 1_990_000, baseCents: 124_000, percent: '12', annual: true },
      rounding: 'centHalfUp',
      publication: 'IRS Publication 15-T (2026)',
    });
  });

  it('the Step 3 credit and the Step 4(c) extra withholding', () => {
    const explanation = federalOf({
      w4Version: '2020',
      filingStatus: 'single',
      dependentsCents: 200_000,
      extraWithholdingCents: 2_500,
    });
    // (4,060 − 2,000) ÷ 26 = 79.23, then $25 extra.
    expect(explanation?.steps).toEqual(
      expect.arrayContaining([
        { input: 'dependentCredit', cents: 200_000 },
        { input: 'periodTax', cents: 7_923 },
        { input: 'additionalWithholding', cents: 2_500 },
      ]),
    );
  });

  it('a 2019 W-4: its allowances instead of line 1g', () => {
    const explanation = federalOf({ w4Version: '2019', filingStatus: 'single', allowances: 2 });
    expect(explanation?.steps).toEqual(
      expect.arrayContaining([
        { input: 'allowances', count: 2 },
        { input: 'allowanceAmount', cents: 430_000 },
        { input: 'annualTaxableWages', cents: 5_200_000 - 860_000 },
      ]),
    );
  });

  it('an exempt W-4', () => {
    expect(federalOf({ w4Version: '2020', filingStatus: 'single', exempt: true })?.method).toBe(
      'exempt',
    );
  });

  it('a bonus at the flat rate, after the salary’s worksheet', () => {
    const request = parsePaycheckRequest(
      paycheckInput({
        earnings: [
          { kind: 'salary', amountCents: 200_000 },
          { kind: 'bonus', amountCents: 100_000 },
        ],
      }),
    );
    const result = calculateParsedPaycheck(request, { withholding: 'supplemental' });
    const explanation = lineOf(result, 'employeeTax', 'federalIncomeTax')?.explanation;
    expect(explanation).toMatchObject({
      method: 'supplementalFlatRate',
      publication: 'IRS Publication 15-T (2026)',
    });
    expect(explanation?.steps).toEqual(
      expect.arrayContaining([
        { input: 'periodTax', cents: 15_615 },
        { input: 'supplementalWages', cents: 100_000 },
        { input: 'rate', percent: '22' },
      ]),
    );
  });

  it('a bonus alone names Pub 15, which prints the flat rate', () => {
    const request = parsePaycheckRequest(
      paycheckInput({ earnings: [{ kind: 'bonus', amountCents: 500_000 }] }),
    );
    const result = calculateParsedPaycheck(request, { withholding: 'supplemental' });
    expect(lineOf(result, 'employeeTax', 'federalIncomeTax')?.explanation).toEqual({
      method: 'supplementalFlatRate',
      steps: [
        { input: 'supplementalWages', cents: 500_000 },
        { input: 'rate', percent: '22' },
      ],
      rounding: 'centHalfUp',
      publication: 'IRS Publication 15 (2026)',
    });
  });
});

describe('wage-base explanations: FICA, FUTA, SUTA, programmes', () => {
  const result = calculatePaycheck(
    paycheckInput({
      state: { code: 'MA' },
      ytd: {
        socialSecurityWagesCents: 18_400_000,
        medicareWagesCents: 18_400_000,
        futaWagesCents: 600_000,
        sutaWagesCents: 600_000,
      },
      suta: { rateBasisPoints: 242 },
    }),
  );

  it('every tax line of the paycheck, either side, says how it was found', () => {
    const taxLines = result.lines.filter((line) => line.side !== 'earning');
    expect(taxLines.length).toBeGreaterThan(0);
    for (const line of taxLines) {
      expect(taxExplanationSchema.safeParse(line.explanation).success, line.code).toBe(true);
    }
  });

  it('social security up to its wage base, the employer’s line the same', () => {
    // 184,500 − 184,000 = 500.00 of the 2,000.00 is taxed.
    const expected = {
      method: 'wageBaseRate',
      steps: [
        { input: 'taxableWages', cents: 50_000 },
        { input: 'yearToDateWages', cents: 18_400_000 },
        { input: 'wageBase', cents: 18_450_000 },
        { input: 'rate', percent: '6.2' },
      ],
      rounding: 'centHalfUp',
      publication: 'IRS Publication 15 (2026)',
    };
    expect(lineOf(result, 'employeeTax', 'socialSecurity')?.explanation).toEqual(expected);
    expect(lineOf(result, 'employerTax', 'socialSecurity')?.explanation).toEqual(expected);
  });

  it('Medicare has no wage base', () => {
    expect(lineOf(result, 'employerTax', 'medicare')?.explanation?.steps).toEqual([
      { input: 'taxableWages', cents: 200_000 },
      { input: 'yearToDateWages', cents: 18_400_000 },
      { input: 'rate', percent: '1.45' },
    ]);
  });

  it('FUTA and SUTA on the employer side', () => {
    expect(lineOf(result, 'employerTax', 'futa')?.explanation).toEqual({
      method: 'wageBaseRate',
      steps: [
        { input: 'taxableWages', cents: 100_000 },
        { input: 'yearToDateWages', cents: 600_000 },
        { input: 'wageBase', cents: 700_000 },
        { input: 'rate', percent: '0.6' },
      ],
      rounding: 'centHalfUp',
      publication: 'IRS Publication 15 (2026)',
    });
    expect(lineOf(result, 'employerTax', 'suta')?.explanation).toMatchObject({
      method: 'wageBaseRate',
      steps: expect.arrayContaining([{ input: 'rate', percent: '2.42' }]),
      publication: 'Massachusetts unemployment insurance rate notice 2026',
    });
  });

  it('a programme’s employee and employer lines each at their own rate', () => {
    expect(lineOf(result, 'employeeTax', 'MA_PFML')?.explanation?.steps).toContainEqual({
      input: 'rate',
      percent: '0.46',
    });
    expect(lineOf(result, 'employerTax', 'MA_PFML')?.explanation).toMatchObject({
      method: 'wageBaseRate',
      steps: expect.arrayContaining([
        { input: 'wageBase', cents: 18_450_000 },
        { input: 'rate', percent: '0.42' },
      ]),
      publication: 'DFML 2026 PFML contribution rates (Massachusetts)',
    });
  });
});
