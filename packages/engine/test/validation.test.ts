import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../src/errors';
import { calculatePaycheck } from '../src/gross-to-net';
import { paycheckInput } from './support/requests';

const errorOf = (input: unknown): EngineInputError => {
  try {
    calculatePaycheck(input);
  } catch (error) {
    if (error instanceof EngineInputError) return error;
    throw error;
  }
  throw new Error('expected an EngineInputError');
};

describe('bad input is an EngineInputError naming the field', () => {
  it.each([
    [
      'negative hours',
      paycheckInput({ earnings: [{ kind: 'hourly', hours: -8, rateCents: 2_500 }] }),
      'earnings[0].hours',
      'must not be negative',
    ],
    [
      'hours with three decimals',
      paycheckInput({ earnings: [{ kind: 'hourly', hours: 8.125, rateCents: 2_500 }] }),
      'earnings[0].hours',
      'may have at most two decimals',
    ],
    [
      'a rate over 10 digits',
      paycheckInput({ earnings: [{ kind: 'hourly', hours: 8, rateCents: 12_345_678_901 }] }),
      'earnings[0].rateCents',
      'must have at most 10 digits',
    ],
    [
      'fractional cents',
      paycheckInput({ earnings: [{ kind: 'bonus', amountCents: 100.5 }] }),
      'earnings[0].amountCents',
      'must be a whole number of cents',
    ],
    [
      'an unknown earning kind',
      paycheckInput({ earnings: [{ kind: 'tips', amountCents: 100 } as never] }),
      'earnings[0].kind',
      expect.stringContaining('salary'),
    ],
    [
      'a salary with both annual and period amounts',
      paycheckInput({ earnings: [{ kind: 'salary', annualCents: 1, amountCents: 1 }] }),
      'earnings[0].annualCents',
      'give exactly one of annualCents or amountCents',
    ],
    ['no earnings', paycheckInput({ earnings: [] }), 'earnings', 'must list at least one earning'],
    [
      'an unknown filing status',
      paycheckInput({ federal: { w4Version: '2020', filingStatus: 'widowed' as never } }),
      'federal.filingStatus',
      expect.stringContaining('married_jointly'),
    ],
    [
      'a 2020 filing status on a 2019 W-4',
      paycheckInput({
        federal: { w4Version: '2019', filingStatus: 'head_of_household' as never, allowances: 1 },
      }),
      'federal.filingStatus',
      expect.stringContaining('married'),
    ],
    [
      'an unknown W-4 version',
      paycheckInput({ federal: { w4Version: '2021', filingStatus: 'single' } as never }),
      'federal.w4Version',
      expect.stringContaining('2020'),
    ],
    [
      'a misspelt W-4 field',
      paycheckInput({
        federal: { w4Version: '2020', filingStatus: 'single', extraWithholding: 100 } as never,
      }),
      'federal.extraWithholding',
      'is not a field of the paycheck request',
    ],
    [
      'a code that is no state',
      paycheckInput({ state: { code: 'PR' } }),
      'state.code',
      expect.stringContaining('"PR" is not a US state code'),
    ],
    [
      'a lower-case state code',
      paycheckInput({ state: { code: 'tx' } }),
      'state.code',
      expect.stringContaining('upper-case'),
    ],
    [
      'a bad state certificate field',
      paycheckInput({ state: { code: 'IL', basicAllowances: 'two' } }),
      'state.basicAllowances',
      'must be a whole number',
    ],
    [
      'a tax year without data',
      paycheckInput({ taxYear: 2024, payDate: '2024-03-15' }),
      'taxYear',
      'has no tax data for 2024; supported tax years: 2025, 2026',
    ],
    [
      'a pay date outside the tax year',
      paycheckInput({ payDate: '2025-12-31' }),
      'payDate',
      expect.stringContaining('not in tax year 2026'),
    ],
    [
      'an impossible date',
      paycheckInput({ payDate: '2026-02-30' }),
      'payDate',
      'must be a real date YYYY-MM-DD',
    ],
    [
      'an unknown pay frequency',
      paycheckInput({ payFrequency: 'daily' as never }),
      'payFrequency',
      expect.stringContaining('biweekly'),
    ],
    [
      'a deduction of an unknown kind',
      paycheckInput({ deductions: [{ kind: 'union_dues' as never, amountCents: 100 }] }),
      'deductions[0].kind',
      expect.stringContaining('section125'),
    ],
    [
      'a negative deduction',
      paycheckInput({ deductions: [{ kind: 'postTax', amountCents: -100 }] }),
      'deductions[0].amountCents',
      'must not be negative',
    ],
    [
      'a SUTA rate over 100%',
      paycheckInput({ suta: { rateBasisPoints: 10_001, wageBaseCents: 900_000 } }),
      'suta.rateBasisPoints',
      'must be at most 10000 (100%)',
    ],
    [
      'SUTA without a wage base where none is published',
      paycheckInput({ taxYear: 2025, payDate: '2025-03-14', suta: { rateBasisPoints: 270 } }),
      'suta.wageBaseCents',
      expect.stringContaining('Texas'),
    ],
    [
      'a period that ends before it starts',
      paycheckInput({ period: { startDate: '2026-03-14', endDate: '2026-03-01' } }),
      'period.endDate',
      'must not be before startDate',
    ],
    [
      'proration dates without the period',
      paycheckInput({ employment: { hireDate: '2026-03-04' } }),
      'period',
      expect.stringContaining('prorate'),
    ],
    [
      'an unknown top-level field',
      { ...paycheckInput(), bonus: 5 },
      'bonus',
      'is not a field of the paycheck request',
    ],
    ['not an object', 'hello', 'request', expect.stringContaining('expected object')],
  ])('%s', (_case, input, field, message) => {
    const error = errorOf(input);
    expect(error.field).toBe(field);
    expect(error.message).toEqual(message);
  });
});
