import { describe, expect, it } from 'vitest';
import { reconcileW3, w2BoxesOf, w2sOf, w3Of, type W2Stub } from '../../src/year-end';

// Figures from the W-2 instructions and the 2026 tax year (federal-filings-2026.md §4, §5.4).
const WAGE_BASE_2026 = 184_500_00;

let serial = 0;
const stub = (over: Partial<W2Stub> = {}): W2Stub => {
  serial += 1;
  return {
    stubId: `s${serial}`,
    payrollId: `p${serial}`,
    employeeId: 'e1',
    payDate: '2026-03-13',
    grossCents: 500_000,
    socialSecurityWagesCents: 500_000,
    medicareWagesCents: 500_000,
    earnings: [{ code: 'salary', amountCents: 500_000 }],
    employeeTaxes: [
      { code: 'federalIncomeTax', amountCents: 60_000 },
      { code: 'socialSecurity', amountCents: 31_000 },
      { code: 'medicare', amountCents: 7_250 },
    ],
    deductions: [],
    employerContributions: [],
    ...over,
  };
};

describe('W-2 boxes 1–6', () => {
  it('adds up the stubs; box 1 leaves out the cafeteria plan and the 401(k), boxes 3 and 5 only the cafeteria plan', () => {
    const one = stub({
      grossCents: 400_000,
      socialSecurityWagesCents: 370_000,
      medicareWagesCents: 370_000,
      deductions: [
        { code: '401k', amountCents: 20_000 },
        { code: 'section125_medical', amountCents: 30_000 },
        { code: 'roth401k', amountCents: 10_000 },
      ],
    });
    const boxes = w2BoxesOf(2026, [one, stub()]);
    expect(boxes['1']).toBe(400_000 - 20_000 - 30_000 + 500_000);
    expect(boxes['2']).toBe(120_000);
    expect(boxes['3']).toBe(870_000);
    expect(boxes['4']).toBe(62_000);
    expect(boxes['5']).toBe(870_000);
    expect(boxes['6']).toBe(14_500);
  });

  it('caps box 3 at the $184,500 wage base and leaves box 5 uncapped; box 6 holds the Additional Medicare Tax', () => {
    const big = Array.from({ length: 12 }, (_, i) =>
      stub({
        payDate: `2026-${String(i + 1).padStart(2, '0')}-15`,
        grossCents: 20_000_00,
        socialSecurityWagesCents: 20_000_00,
        medicareWagesCents: 20_000_00,
        employeeTaxes: [
          { code: 'medicare', amountCents: 29_000 },
          { code: 'additionalMedicare', amountCents: i >= 10 ? 18_000 : 0 },
        ],
      }),
    );
    const boxes = w2BoxesOf(2026, big);
    expect(boxes['3']).toBe(WAGE_BASE_2026);
    expect(boxes['5']).toBe(240_000_00);
    expect(boxes['6']).toBe(12 * 29_000 + 2 * 18_000);
  });
});

describe('box 10, 12 and 13', () => {
  it('codes each deduction kind: D, AA, W, DD with the employer share; dependent care in box 10', () => {
    const boxes = w2BoxesOf(2026, [
      stub({
        deductions: [
          { code: '401k', amountCents: 25_000 },
          { code: 'roth401k', amountCents: 5_000 },
          { code: 'hsa', amountCents: 8_000 },
          { code: 'section125_medical', amountCents: 12_000 },
          { code: 'dependent_care_fsa', amountCents: 20_833 },
          { code: 'section125_dental', amountCents: 1_500 },
        ],
        employerContributions: [
          { code: 'hsa', amountCents: 4_000 },
          { code: 'section125_medical', amountCents: 40_000 },
          { code: '401k', amountCents: 10_000 },
        ],
      }),
    ]);
    expect(boxes['12']).toEqual([
      { code: 'D', cents: 25_000 },
      { code: 'W', cents: 12_000 },
      { code: 'AA', cents: 5_000 },
      { code: 'DD', cents: 52_000 },
    ]);
    expect(boxes['10']).toBe(20_833);
    expect(boxes['13'].retirementPlan).toBe(true);
  });

  it('ticks the retirement plan for an employer 401(k) contribution alone, not for an HSA', () => {
    expect(
      w2BoxesOf(2026, [stub({ employerContributions: [{ code: '401k', amountCents: 100 }] })])['13']
        .retirementPlan,
    ).toBe(true);
    expect(
      w2BoxesOf(2026, [stub({ deductions: [{ code: 'hsa', amountCents: 100 }] })])['13']
        .retirementPlan,
    ).toBe(false);
  });

  it('reports the premium third of overtime pay as TT', () => {
    const boxes = w2BoxesOf(2026, [
      stub({ earnings: [{ code: 'overtime', amountCents: 45_000 }] }),
      stub({ earnings: [{ code: 'overtime', amountCents: 15_000 }] }),
    ]);
    expect(boxes['12']).toContainEqual({ code: 'TT', cents: 20_000 });
  });
});

describe('box 14 and boxes 15–20', () => {
  it('lists the employee-paid state programmes: NJ SDI and FLI, CA SDI, NY PFL', () => {
    const boxes = w2BoxesOf(2026, [
      stub({
        employeeTaxes: [
          { code: 'NJ_DI', amountCents: 1_150, state: 'NJ' },
          { code: 'NJ_FLI', amountCents: 1_650, state: 'NJ' },
          { code: 'CA_SDI', amountCents: 6_500, state: 'CA' },
          { code: 'NY_PFL', amountCents: 2_110, state: 'NY' },
        ],
      }),
      stub({ employeeTaxes: [{ code: 'NJ_DI', amountCents: 1_150, state: 'NJ' }] }),
    ]);
    expect(boxes['14']).toEqual([
      { label: 'NJ SDI', cents: 2_300 },
      { label: 'NJ FLI', cents: 1_650 },
      { label: 'CA SDI', cents: 6_500 },
      { label: 'NY PFL', cents: 2_110 },
    ]);
  });

  it('gives two state rows to an employee who moved, each with the wages its line taxed', () => {
    const boxes = w2BoxesOf(
      2026,
      [
        stub({
          payDate: '2026-03-13',
          employeeTaxes: [
            {
              code: 'stateIncomeTax',
              amountCents: 20_000,
              state: 'NY',
              taxableWagesCents: 480_000,
            },
            { code: 'localIncomeTax', amountCents: 9_000, state: 'NY', localId: 'NYC' },
          ],
        }),
        stub({
          payDate: '2026-09-15',
          employeeTaxes: [{ code: 'stateIncomeTax', amountCents: 15_000, state: 'CA' }],
        }),
      ],
      { NY: '12-3456789' },
    );
    expect(boxes['15-20']).toEqual([
      {
        state: 'CA',
        stateIdNumber: null,
        wagesCents: 500_000,
        taxCents: 15_000,
        locality: null,
        localWagesCents: 0,
        localTaxCents: 0,
      },
      {
        state: 'NY',
        stateIdNumber: '12-3456789',
        wagesCents: 480_000,
        taxCents: 20_000,
        locality: 'NYC',
        localWagesCents: 500_000,
        localTaxCents: 9_000,
      },
    ]);
  });
});

describe('W-3 and its reconciliation with the 941s', () => {
  const stubs = [
    stub({ employeeId: 'a', payDate: '2026-02-13' }),
    stub({ employeeId: 'b', payDate: '2026-05-15' }),
    stub({
      employeeId: 'b',
      payDate: '2026-08-14',
      employeeTaxes: [
        { code: 'federalIncomeTax', amountCents: 60_000 },
        { code: 'socialSecurity', amountCents: 31_003 },
        { code: 'medicare', amountCents: 7_250 },
      ],
    }),
  ];
  const w2s = w2sOf(2026, stubs);
  const w3 = w3Of(w2s);

  const lines = (q: number) => {
    const own = stubs.filter((s) => Math.ceil(Number(s.payDate.slice(5, 7)) / 3) === q);
    const wages = own.reduce((sum, s) => sum + s.grossCents, 0);
    return {
      quarter: q,
      lines: {
        line2: wages,
        line3: own.length * 60_000,
        line5aWages: wages,
        line5bWages: 0,
        line5cWages: wages,
        line5dWages: 0,
        line5dTax: 0,
      },
    };
  };

  it('adds up the W-2s', () => {
    expect(w3.forms).toBe(2);
    expect(w3['1']).toBe(1_500_000);
    expect(w3['4']).toBe(93_003);
  });

  it('names the stub whose social security is not 6.2% of its wages, in its quarter', () => {
    const result = reconcileW3(2026, w3, [1, 2, 3, 4].map(lines), stubs);
    expect(result.balanced).toBe(false);
    const box4 = result.lines.find((line) => line.box === '4');
    expect(box4?.differenceCents).toBe(3);
    expect(box4?.quarters).toEqual([{ quarter: 3, differenceCents: 3 }]);
    expect(box4?.causes).toEqual([
      {
        stubId: stubs[2]?.stubId,
        payrollId: stubs[2]?.payrollId,
        employeeId: 'b',
        payDate: '2026-08-14',
        cents: 3,
      },
    ]);
    expect(box4?.roundingCents).toBe(0);
    expect(
      result.lines.filter((line) => line.box !== '4').every((l) => l.differenceCents === 0),
    ).toBe(true);
  });

  it('lists a quarter whose 941 wages differ from the stubs', () => {
    const quarters = [1, 2, 3, 4].map(lines);
    const second = quarters[1];
    if (second) second.lines.line2 -= 100;
    const box1 = reconcileW3(2026, w3, quarters, stubs).lines.find((line) => line.box === '1');
    expect(box1?.differenceCents).toBe(100);
    expect(box1?.quarters).toEqual([{ quarter: 2, differenceCents: 100 }]);
  });
});
