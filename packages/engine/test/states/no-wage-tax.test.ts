import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { findStateModule } from '../../src/states/registry';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';

const NO_WAGE_TAX = ['AK', 'FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WA', 'WY'];

describe('states without a wage income tax', () => {
  it.each(NO_WAGE_TAX)('%s withholds no income tax and has no income-tax line', (code) => {
    const result = calculatePaycheck(paycheckInput({ state: { code } }));
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(0);
    expect(result.taxableWages.stateIncomeTaxCents).toBe(0);
    expect(result.lines.some((line) => line.kind === 'stateIncomeTax')).toBe(false);
    expect(findStateModule(code).hasIncomeTax).toBe(false);
  });

  it.each(['FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WY'])(
    '%s takes nothing else from the employee',
    (code) => {
      const result = calculatePaycheck(paycheckInput({ state: { code } }));
      expect(result.employeeTaxes.otherCents).toBe(0);
    },
  );

  it('Texas takes no certificate field', () => {
    expect(() =>
      calculatePaycheck(paycheckInput({ state: { code: 'TX', allowances: 1 } })),
    ).toThrow(
      expect.objectContaining({
        field: 'state.allowances',
        message: expect.stringContaining('Texas takes no certificate fields'),
      }),
    );
  });
});

describe('Alaska employee unemployment insurance (0.50% up to the wage base)', () => {
  const alaska = findStateModule('AK').prepare({});

  it('withholds 0.5% of the wages', () => {
    expect(alaska.calculate(stateContext({ grossCents: 200_000 })).programmes[0]).toMatchObject({
      code: 'AK_UI',
      employeeCents: 1_000,
    });
  });

  it('stops at $54,200 in 2026 and $51,700 in 2025', () => {
    const crossing2026 = alaska.calculate(
      stateContext({ grossCents: 400_000, ytdCents: 5_300_000 }),
    );
    expect(crossing2026.programmes[0]).toMatchObject({
      taxableWagesCents: 120_000,
      employeeCents: 600,
    });
    const crossing2025 = alaska.calculate(
      stateContext({
        grossCents: 400_000,
        ytdCents: 5_000_000,
        taxYear: 2025,
        payDate: '2025-10-10',
      }),
    );
    expect(crossing2025.programmes[0]).toMatchObject({
      taxableWagesCents: 170_000,
      employeeCents: 850,
    });
  });
});

describe('Washington programmes', () => {
  it('PFML 2026: 71.43% of 1.13% = 0.807159% of wages; WA Cares 0.58%', () => {
    const [pfml, cares] = findStateModule('WA')
      .prepare({})
      .calculate(stateContext({ grossCents: 200_000 })).programmes;
    // 2,000 × 0.807159% = 16.14318 → 16.14; 2,000 × 0.58% = 11.60
    expect(pfml).toMatchObject({ code: 'WA_PFML', employeeCents: 1_614 });
    expect(cares).toMatchObject({ code: 'WA_CARES', employeeCents: 1_160 });
  });

  it('PFML stops at the social security wage base; WA Cares does not', () => {
    const [pfml, cares] = findStateModule('WA')
      .prepare({})
      .calculate(stateContext({ grossCents: 1_000_000, ytdCents: 18_450_000 })).programmes;
    expect(pfml?.employeeCents).toBe(0);
    expect(cares?.employeeCents).toBe(5_800);
  });

  it('PFML 2025: 71.52% of 0.92%', () => {
    const [pfml] = findStateModule('WA')
      .prepare({})
      .calculate(
        stateContext({ grossCents: 200_000, taxYear: 2025, payDate: '2025-03-14' }),
      ).programmes;
    // 2,000 × 0.657984% = 13.15968 → 13.16
    expect(pfml?.employeeCents).toBe(1_316);
  });

  it('an approved WA Cares exemption removes that premium only', () => {
    const programmes = findStateModule('WA')
      .prepare({ waCaresExempt: true })
      .calculate(stateContext({ grossCents: 200_000 })).programmes;
    expect(programmes.map((programme) => programme.code)).toEqual(['WA_PFML']);
  });
});
