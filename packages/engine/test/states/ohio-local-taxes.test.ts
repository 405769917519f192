import type { EmployerLocalTax } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { OHIO_SCHOOL_DISTRICTS_2026 } from '../../src/states/data/ohio-school-districts';
import { ohio } from '../../src/states/ohio';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';

const PUBLICATION =
  'School Districts With an Income Tax as of January 2026 (Ohio Department of Taxation, 12/30/2025)';

const locals = (
  fields: Record<string, unknown>,
  options: { grossCents?: number; employerLocalTaxes?: readonly EmployerLocalTax[] } = {},
) =>
  ohio
    .prepare(fields)
    .calculate(stateContext({ grossCents: 300_000, retirement401kCents: 30_000, ...options }))
    .localIncomeTaxes;

describe('Ohio school district income tax (IT 4 district number)', () => {
  it('holds the whole 2026 list: 214 districts, 68 of them on earned income', () => {
    const districts = [...OHIO_SCHOOL_DISTRICTS_2026.values()];
    expect(districts).toHaveLength(214);
    expect(districts.filter((district) => district.base === 'earnedIncome')).toHaveLength(68);
  });

  it('names every district, and the employer-entered municipal tax, in the catalogue', () => {
    expect(ohio.locals).toHaveLength(215);
    expect(ohio.locals).toContainEqual({
      localId: 'OH-SD-0203',
      name: 'Bluffton EVSD',
      source: 'table',
    });
    expect(ohio.locals.at(-1)).toEqual({
      localId: 'OH',
      name: 'Municipal income tax',
      source: 'employer',
    });
  });

  it.each([
    ['0203', 'Bluffton EVSD', '0.50', 'traditional'],
    ['0302', 'Hillsdale LSD', '1.25', 'earnedIncome'],
    ['0502', 'Athens CSD', '1.00', 'earnedIncome'],
    ['1102', 'Mechanicsburg EVSD', '1.50', 'traditional'],
    ['1907', 'Versailles EVSD', '1.00', 'traditional'],
    ['5104', 'Ridgedale LSD', '1.00', 'earnedIncome'],
    ['6907', 'Ottawa-Glandorf LSD', '1.50', 'traditional'],
    ['7504', 'Fort Loramie LSD', '1.50', 'traditional'],
  ])('agrees with the reference sample row %s %s %s%%', (number, name, rate, base) => {
    const district = OHIO_SCHOOL_DISTRICTS_2026.get(number);
    expect(district).toMatchObject({ number, name, base });
    const [numerator, denominator] = [district?.rate.numerator ?? 0, district?.rate.denominator];
    expect((numerator * 10_000) / (denominator ?? 1)).toBe(Number(rate) * 100);
  });

  it('traditional base (Bluffton 0.50%): biweekly $2,700 state wages, 1 exemption → $13.38', () => {
    // State wages 3,000 − 300 (401(k)) = 2,700; 2,700 × 26 − 650 = 69,550 × 0.5% = 347.75
    // ÷ 26 = 13.375 → 13.38
    expect(locals({ exemptions: 1, schoolDistrict: '0203' })).toEqual([
      {
        localId: 'OH-SD-0203',
        localName: 'Bluffton EVSD',
        taxCents: 13_38,
        explanation: {
          method: 'annualizedPercentage',
          steps: [
            { input: 'taxableWages', cents: 270_000 },
            { input: 'periodsPerYear', count: 26 },
            { input: 'annualWages', cents: 7_020_000 },
            { input: 'exemptions', count: 1 },
            { input: 'exemptionAmount', cents: 65_000 },
            { input: 'annualTaxableWages', cents: 6_955_000 },
            { input: 'rate', percent: '0.5' },
          ],
          rounding: 'centHalfUp',
          publication: PUBLICATION,
        },
      },
    ]);
  });

  it('earned-income base (Athens 1.00%): the same pay, no exemption → $27.00', () => {
    expect(locals({ exemptions: 1, schoolDistrict: '0502' })).toEqual([
      {
        localId: 'OH-SD-0502',
        localName: 'Athens CSD',
        taxCents: 27_00,
        explanation: {
          method: 'flatRate',
          steps: [
            { input: 'taxableWages', cents: 270_000 },
            { input: 'rate', percent: '1' },
          ],
          rounding: 'centHalfUp',
          publication: PUBLICATION,
        },
      },
    ]);
  });

  it('a traditional district takes nothing while the exemptions cover the wages', () => {
    const [line] = locals({ exemptions: 4, schoolDistrict: '0203' }, { grossCents: 10_000 });
    expect(line?.taxCents).toBe(0);
  });

  it('no district, an empty one, or a number off the list: no school district tax', () => {
    expect(locals({})).toEqual([]);
    expect(locals({ schoolDistrict: '' })).toEqual([]);
    expect(locals({ schoolDistrict: ' ' })).toEqual([]);
    expect(locals({ schoolDistrict: '9999' })).toEqual([]);
  });

  it('an IT 4 exemption from withholding stops the school district tax too', () => {
    expect(locals({ exempt: true, schoolDistrict: '0502' })).toEqual([]);
  });

  it.each(['203', '02031', 'ab12', 203])(
    'a malformed number (%s) is an error',
    (schoolDistrict) => {
      expect(() => ohio.prepare({ schoolDistrict })).toThrow(
        expect.objectContaining({
          field: 'state.schoolDistrict',
          message: 'must be a 4-digit school district number such as "0203"',
        }),
      );
    },
  );
});

describe('Ohio municipal income tax (employer-entered rates)', () => {
  const columbus = (residence?: { rate: string; creditRate: string }): EmployerLocalTax => ({
    kind: 'ohMunicipal',
    work: { localId: 'OH-COLUMBUS', name: 'Columbus', rate: '2.5' },
    ...(residence === undefined
      ? {}
      : { residence: { localId: 'OH-BEXLEY', name: 'Bexley', ...residence } }),
  });

  it('the work city on the Medicare wages (401(k) deferrals stay in): $3,000 × 2.5% = $75.00', () => {
    expect(locals({}, { employerLocalTaxes: [columbus()] })).toEqual([
      {
        localId: 'OH-COLUMBUS',
        localName: 'Columbus',
        taxCents: 75_00,
        explanation: {
          method: 'flatRate',
          steps: [
            { input: 'taxableWages', cents: 300_000 },
            { input: 'rate', percent: '2.5' },
          ],
          rounding: 'centHalfUp',
          publication: 'Ohio municipal income tax, R.C. Chapter 718 (rate entered by the employer)',
        },
      },
    ]);
  });

  it('courtesy withholding for the residence: 3% − credit min($75.00, 1.5% = $45.00) → $45.00', () => {
    const [, residence] = locals(
      {},
      {
        employerLocalTaxes: [columbus({ rate: '3', creditRate: '1.5' })],
      },
    );
    // 3,000 × 3% = 90.00 less the credit 45.00
    expect(residence).toEqual({
      localId: 'OH-BEXLEY',
      localName: 'Bexley',
      taxCents: 45_00,
      explanation: expect.objectContaining({
        method: 'flatRate',
        steps: [
          { input: 'taxableWages', cents: 300_000 },
          { input: 'rate', percent: '3' },
          { input: 'otherLocalityCredit', cents: 45_00 },
        ],
      }),
    });
  });

  it('the credit never passes the work city tax: 3% − min($75.00, 2.75% = $82.50) → $15.00', () => {
    const lines = locals({}, { employerLocalTaxes: [columbus({ rate: '3', creditRate: '2.75' })] });
    expect(lines.map((line) => line.taxCents)).toEqual([75_00, 15_00]);
  });

  it('never below zero: a residence rate under the credit gives no residence line', () => {
    const lines = locals({}, { employerLocalTaxes: [columbus({ rate: '2', creditRate: '2' })] });
    expect(lines.map((line) => line.localId)).toEqual(['OH-COLUMBUS']);
  });

  it('is withheld whatever the IT 4 says, beside the school district', () => {
    const lines = locals(
      { exempt: true, schoolDistrict: '0502' },
      { employerLocalTaxes: [columbus()] },
    );
    expect(lines.map((line) => line.localId)).toEqual(['OH-COLUMBUS']);
  });

  it('the certificate names the municipalities by code, compared in lower case', () => {
    expect(() =>
      ohio.prepare({ workMunicipality: ' Columbus', residenceMunicipality: '' }),
    ).not.toThrow();
    expect(() => ohio.prepare({ workMunicipality: 'New Albany' })).toThrow(
      expect.objectContaining({
        field: 'state.workMunicipality',
        message: expect.stringContaining('must be a municipality code'),
      }),
    );
  });

  it('a Pennsylvania entry is an error on an Ohio paycheck', () => {
    const entry: EmployerLocalTax = {
      kind: 'paLst',
      localId: 'PA-PSD-020101',
      name: 'Pittsburgh',
      annualCents: 52_00,
      paidThisYearCents: 0,
      exempt: false,
    };
    expect(() => locals({}, { employerLocalTaxes: [entry] })).toThrow(
      expect.objectContaining({ field: 'employerLocalTaxes[0].kind' }),
    );
  });
});

describe('Ohio local taxes end to end', () => {
  it('school district and municipal lines through calculatePaycheck', () => {
    const result = calculatePaycheck(
      paycheckInput({
        earnings: [{ kind: 'salary', amountCents: 300_000 }],
        state: { code: 'OH', exemptions: 1, schoolDistrict: '0203' },
        employerLocalTaxes: [
          {
            kind: 'ohMunicipal',
            work: { localId: 'OH-COLUMBUS', name: 'Columbus', rate: '2.5' },
          },
        ],
      }),
    );
    // State 76.78; Bluffton 77,350 × 0.5% ÷ 26 = 14.875 → 14.88; Columbus 75.00
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(76_78 + 14_88 + 75_00);
    expect(result.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'localIncomeTax',
          amountCents: 14_88,
          jurisdiction: {
            level: 'local',
            state: 'OH',
            localId: 'OH-SD-0203',
            localName: 'Bluffton EVSD',
          },
        }),
        expect.objectContaining({
          code: 'localIncomeTax',
          amountCents: 75_00,
          jurisdiction: {
            level: 'local',
            state: 'OH',
            localId: 'OH-COLUMBUS',
            localName: 'Columbus',
          },
        }),
      ]),
    );
  });
});
