import type {
  PaycheckGarnishment,
  PaycheckPayFrequency,
  PaycheckRequestInput,
} from '@paydesk/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { protectedEarningsCents } from '../../src/benefits/garnishment-rules';
import { computeGarnishments } from '../../src/benefits/garnishments';
import { calculatePaycheck } from '../../src/gross-to-net';
import { paycheckInput, wagesOf } from '../support/requests';

// 30 × the federal minimum wage of $7.25 a week, scaled (DOL Fact Sheet #30).
const FLOORS: readonly (readonly [PaycheckPayFrequency, number])[] = [
  ['weekly', 217_50],
  ['biweekly', 435_00],
  ['semimonthly', 471_25],
  ['monthly', 942_50],
];

const garnish = (
  orders: PaycheckGarnishment[],
  disposableEarningsCents: number,
  payFrequency: PaycheckPayFrequency = 'biweekly',
  availableCents = disposableEarningsCents,
) => computeGarnishments(orders, { disposableEarningsCents, availableCents, payFrequency });

const creditor = (amountCents: number, receivedOn?: string): PaycheckGarnishment => ({
  type: 'creditor',
  amountCents,
  ...(receivedOn === undefined ? {} : { receivedOn }),
});

describe('the protected earnings floor', () => {
  it.each(FLOORS)('%s: %i cents', (frequency, floor) => {
    expect(protectedEarningsCents(7_25, 30, frequency)).toBe(floor);
  });
});

describe('ordinary garnishments: the lesser of 25% and the excess over the floor', () => {
  it.each(FLOORS)(
    '%s: nothing at or below the floor, the excess just above, 25%% far above',
    (frequency, floor) => {
      const [atFloor] = garnish([creditor(1_000_00)], floor, frequency);
      expect(atFloor).toMatchObject({ amountCents: 0, capped: true });
      const [above] = garnish([creditor(1_000_00)], floor + 40_00, frequency);
      expect(above?.amountCents).toBe(40_00);
      const [far] = garnish([creditor(10_000_00)], 4 * floor, frequency);
      expect(far?.amountCents).toBe(floor); // 25% of four floors
    },
  );

  it('takes no more than the order asks', () => {
    const [order] = garnish([creditor(50_00)], 2_000_00);
    expect(order).toMatchObject({ amountCents: 50_00, requestedCents: 50_00, capped: false });
  });

  it('a student loan: 15% within the floor', () => {
    const [loan] = garnish([{ type: 'student_loan' }], 2_000_00);
    expect(loan?.amountCents).toBe(300_00);
    const [low] = garnish([{ type: 'student_loan' }], 500_00);
    expect(low?.amountCents).toBe(65_00); // the excess over $435.00 is less than 15%
  });

  it('a stricter state rule protects more', () => {
    const [order] = computeGarnishments([creditor(1_000_00)], {
      disposableEarningsCents: 2_000_00,
      availableCents: 2_000_00,
      payFrequency: 'weekly',
      stateRule: { ordinaryPercent: 10, minimumWageCents: 15_00, floorHours: 40, source: 'test' },
    });
    // 10% of $2,000 = $200; the excess over 40 × $15 = $600 is $1,400: $200.
    expect(order?.amountCents).toBe(200_00);
    const [poorer] = computeGarnishments([creditor(1_000_00)], {
      disposableEarningsCents: 650_00,
      availableCents: 650_00,
      payFrequency: 'weekly',
      stateRule: { minimumWageCents: 15_00, floorHours: 40, source: 'test' },
    });
    expect(poorer?.amountCents).toBe(50_00);
  });
});

describe('support orders: 50, 55, 60 or 65%', () => {
  it.each([
    [true, false, 50],
    [true, true, 55],
    [false, false, 60],
    [false, true, 65],
  ])('supports other family %s, arrears over 12 weeks %s: %i%%', (other, arrears, percent) => {
    const [order] = garnish(
      [
        {
          type: 'child_support',
          amountCents: 5_000_00,
          supportsOtherFamily: other,
          arrearsOver12Weeks: arrears,
        },
      ],
      1_000_00,
    );
    expect(order).toMatchObject({ amountCents: percent * 10_00, capped: true });
  });

  it('takes the lower 50% when the order does not say whether there is another family', () => {
    const [order] = garnish([{ type: 'alimony', amountCents: 5_000_00 }], 1_000_00);
    expect(order?.amountCents).toBe(500_00);
  });

  it('takes a percentage of disposable earnings', () => {
    const [order] = garnish([{ type: 'child_support', percentage: 20 }], 1_234_56);
    expect(order?.amountCents).toBe(246_91);
  });
});

describe('several orders share the limit in priority order', () => {
  it('support first, then the levy, then creditors oldest first', () => {
    const results = garnish(
      [
        creditor(100_00, '2026-02-01'),
        { type: 'federal_tax_levy', exemptAmountCents: 700_00, receivedOn: '2026-01-20' },
        creditor(100_00, '2026-01-05'),
        { type: 'child_support', amountCents: 200_00, receivedOn: '2026-03-01' },
      ],
      1_000_00,
    );
    // Support 200; the levy takes what is left above the $700 exempt: 100; the ordinary limit
    // (25% = 250) less the 300 garnished leaves nothing for the creditors.
    expect(results.map((order) => order?.amountCents)).toEqual([0, 100_00, 0, 200_00]);
    expect(results.map((order) => order?.capped)).toEqual([true, false, true, false]);
  });

  it('three orders: the support order takes its amount, the older creditor the rest of 25%', () => {
    const results = garnish(
      [
        creditor(100_00, '2026-02-10'),
        creditor(100_00, '2026-01-05'),
        { type: 'child_support', amountCents: 200_00 },
      ],
      1_000_00,
    );
    expect(results.map((order) => order?.amountCents)).toEqual([0, 50_00, 200_00]);
    const total = results.reduce((sum, order) => sum + (order?.amountCents ?? 0), 0);
    expect(total).toBe(250_00);
  });

  it('no creditor once support takes 25% or more', () => {
    const results = garnish(
      [{ type: 'child_support', amountCents: 300_00 }, creditor(100_00)],
      1_000_00,
    );
    expect(results.map((order) => order?.amountCents)).toEqual([300_00, 0]);
  });
});

describe('an order that is paid stops', () => {
  it('takes no more than it still claims, then nothing', () => {
    const [last] = garnish([{ ...creditor(100_00), remainingOwedCents: 30_00 }], 2_000_00);
    expect(last).toMatchObject({ amountCents: 30_00, capped: false, remainingOwedCents: 0 });
    const [paid] = garnish([{ ...creditor(100_00), remainingOwedCents: 0 }], 2_000_00);
    expect(paid).toMatchObject({ amountCents: 0, capped: false, remainingOwedCents: 0 });
  });
});

describe('garnishments in the paycheck', () => {
  const input = (extra: Partial<PaycheckRequestInput>) =>
    paycheckInput({ earnings: wagesOf(200_000), ...extra });

  it('come out after taxes, on gross less taxes (voluntary deductions stay in), and lower net pay', () => {
    const plain = calculatePaycheck(input({ deductions: [{ kind: '401k', amountCents: 100_00 }] }));
    const result = calculatePaycheck(
      input({
        deductions: [{ kind: '401k', amountCents: 100_00 }],
        garnishments: [{ id: 'order-1', type: 'creditor', percentage: 100 }],
      }),
    );
    const disposable = result.grossCents - result.totals.employeeTaxesCents;
    expect(result.disposableEarningsCents).toBe(disposable);
    expect(result.garnishments).toEqual([
      {
        id: 'order-1',
        type: 'creditor',
        label: 'Creditor garnishment',
        amountCents: Math.round(disposable / 4),
        requestedCents: disposable,
        capped: true,
      },
    ]);
    expect(result.totals.garnishmentsCents).toBe(Math.round(disposable / 4));
    expect(result.netPayCents).toBe(plain.netPayCents - Math.round(disposable / 4));
    expect(result.lines).toContainEqual({
      code: 'creditor',
      kind: 'creditor',
      label: 'Creditor garnishment',
      amountCents: Math.round(disposable / 4),
      side: 'garnishment',
      id: 'order-1',
    });
    expect(result.employeeTaxes).toEqual(plain.employeeTaxes);
  });

  it('come before after-tax deductions, which take what is left', () => {
    const result = calculatePaycheck(
      input({
        earnings: wagesOf(60_000),
        deductions: [{ kind: 'postTax', amountCents: 60_000 }],
        garnishments: [{ type: 'child_support', amountCents: 100_00 }],
      }),
    );
    expect(result.garnishments?.[0]?.amountCents).toBe(100_00);
    expect(result.netPayCents).toBe(0);
    expect(result.deductions.postTaxCents).toBe(
      result.grossCents - result.totals.employeeTaxesCents - 100_00,
    );
  });

  it('leaves earlier answers as they were when no order is listed', () => {
    const result = calculatePaycheck(input({}));
    expect(result).not.toHaveProperty('garnishments');
    expect(result.totals).not.toHaveProperty('garnishmentsCents');
  });

  it('refuses a levy without its exempt amount and a creditor without an amount', () => {
    expect(() =>
      calculatePaycheck(input({ garnishments: [{ type: 'federal_tax_levy' }] })),
    ).toThrow(/exempt amount/);
    expect(() => calculatePaycheck(input({ garnishments: [{ type: 'creditor' }] }))).toThrow(
      /amountCents or percentage/,
    );
  });
});

describe('garnishment properties', () => {
  const order = fc.record(
    {
      type: fc.constantFrom(
        'child_support',
        'alimony',
        'creditor',
        'student_loan',
        'federal_tax_levy',
      ) as fc.Arbitrary<PaycheckGarnishment['type']>,
      amountCents: fc.integer({ min: 0, max: 500_000 }),
      supportsOtherFamily: fc.boolean(),
      arrearsOver12Weeks: fc.boolean(),
      remainingOwedCents: fc.integer({ min: 0, max: 500_000 }),
      exemptAmountCents: fc.integer({ min: 0, max: 300_000 }),
      receivedOn: fc.constantFrom('2026-01-01', '2026-02-01', '2026-03-01'),
    },
    { requiredKeys: ['type', 'amountCents', 'exemptAmountCents'] },
  );

  it('stay within the federal limits, the pay and what each order asks and claims', () => {
    fc.assert(
      fc.property(
        fc.array(order, { maxLength: 5 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(...FLOORS),
        (orders, disposable, spent, [frequency, floor]) => {
          const available = Math.max(0, disposable - spent);
          const results = garnish(orders, disposable, frequency, available);
          let total = 0;
          let support = 0;
          let ordinary = 0;
          results.forEach((result, index) => {
            const given = orders[index];
            expect(result.amountCents).toBeGreaterThanOrEqual(0);
            expect(result.amountCents).toBeLessThanOrEqual(result.requestedCents);
            if (given?.remainingOwedCents !== undefined) {
              expect(result.remainingOwedCents).toBeGreaterThanOrEqual(0);
            }
            total += result.amountCents;
            if (result.type === 'child_support' || result.type === 'alimony') {
              support += result.amountCents;
            }
            if (result.type === 'creditor' || result.type === 'student_loan') {
              ordinary += result.amountCents;
            }
          });
          expect(total).toBeLessThanOrEqual(available);
          expect(support).toBeLessThanOrEqual(Math.round(disposable * 0.65) + 1);
          if (ordinary > 0) {
            expect(ordinary).toBeLessThanOrEqual(
              Math.min(Math.round(disposable / 4), Math.max(0, disposable - floor)),
            );
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
