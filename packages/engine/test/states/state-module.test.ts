import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyRate, percent } from '../../src/rate';
import { defineStateModule } from '../../src/states/define-state-module';
import type { StateYearData } from '../../src/states/state-module';
import { stateContext } from '../support/state-context';

// A made-up state exercising what the next states need from the interface: a certificate
// schema, a rate that changes inside the year, programmes with caps and an employer share. It
// borrows Vermont's code (no module of its own yet) and two programme codes of the vocabulary,
// since a module's codes are the vocabulary's.
const programmes: StateYearData['programmes'] = [
  {
    code: 'NJ_DI',
    wageBasis: 'unemployment',
    employeeRate: percent('1'),
    wageBaseCents: 10_000_00,
  },
  {
    code: 'NJ_FLI',
    wageBasis: 'medicare',
    employeeRate: percent('0.5'),
    employerRate: percent('0.25'),
    maxEmployeeCents: 30_00,
  },
];

const example = defineStateModule({
  code: 'VT',
  name: 'Example',
  certificateName: 'EX-4',
  certificateSchema: z.strictObject({
    allowances: z.number().int().min(0, 'must not be negative').default(0),
    extraCents: z.number().int().min(0).default(0),
  }),
  editionDate: 'periodStart',
  taxYears: {
    2026: [
      {
        effectiveFrom: '2026-01-01',
        data: { rate: percent('5'), allowanceCents: 100_00, programmes },
      },
      {
        effectiveFrom: '2026-06-01',
        data: { rate: percent('4'), allowanceCents: 100_00, programmes },
      },
    ],
  },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, taxableWagesCents }) =>
      applyRate(
        Math.max(0, taxableWagesCents - certificate.allowances * data.allowanceCents),
        data.rate,
      ) + certificate.extraCents,
  },
});

describe('a state module behind the interface', () => {
  it('describes itself', () => {
    expect(example).toMatchObject({
      code: 'VT',
      name: 'Example',
      hasIncomeTax: true,
      certificateFields: ['allowances', 'extraCents'],
      taxYears: [2026],
    });
  });

  it('validates its certificate with its own schema, defaults filled in', () => {
    const context = stateContext({ grossCents: 100_000 });
    expect(example.prepare({}).calculate(context).incomeTaxCents).toBe(5_000);
    expect(
      example.prepare({ allowances: 2, extraCents: 100 }).calculate(context).incomeTaxCents,
    ).toBe(4_100);
    expect(() => example.prepare({ allowances: -1 })).toThrow(
      expect.objectContaining({ field: 'state.allowances', message: 'must not be negative' }),
    );
    expect(() => example.prepare({ alowances: 1 })).toThrow(
      expect.objectContaining({
        field: 'state.alowances',
        message: expect.stringContaining('EX-4'),
      }),
    );
  });

  it('picks the edition in force on its edition date (here the period start)', () => {
    const prepared = example.prepare({});
    const may = stateContext({
      grossCents: 100_000,
      payDate: '2026-06-05',
      period: { startDate: '2026-05-18', endDate: '2026-05-31' },
    });
    const june = stateContext({
      grossCents: 100_000,
      payDate: '2026-06-19',
      period: { startDate: '2026-06-01', endDate: '2026-06-14' },
    });
    expect(prepared.calculate(may).incomeTaxCents).toBe(5_000);
    expect(prepared.calculate(june).incomeTaxCents).toBe(4_000);
    // Without a period the pay date stands in.
    expect(
      prepared.calculate(stateContext({ grossCents: 100_000, payDate: '2026-06-05' }))
        .incomeTaxCents,
    ).toBe(4_000);
  });

  it('computes programmes on year-to-date wages, with wage bases, contribution caps and employer shares', () => {
    const result = example
      .prepare({})
      .calculate(stateContext({ grossCents: 400_000, ytdCents: 800_000 }));
    expect(result.programmes).toEqual([
      // 10,000 base − 8,000 YTD = 2,000 taxable × 1% = 20.00
      {
        code: 'NJ_DI',
        employeePays: true,
        taxableWagesCents: 200_000,
        employeeCents: 2_000,
        employerCents: 0,
      },
      // 0.5% × 12,000 = 60.00 capped at 30.00, less 0.5% × 8,000 = 40.00 capped at 30.00 → 0;
      // the employer share has no cap: 0.25% × 4,000 = 10.00
      {
        code: 'NJ_FLI',
        employeePays: true,
        taxableWagesCents: 400_000,
        employeeCents: 0,
        employerCents: 1_000,
      },
    ]);
  });

  it('is an error for a tax year without data, naming the state', () => {
    expect(() =>
      example
        .prepare({})
        .calculate(stateContext({ grossCents: 1, taxYear: 2025, payDate: '2025-01-10' })),
    ).toThrow(
      expect.objectContaining({ field: 'taxYear', message: expect.stringContaining('Example') }),
    );
  });
});
