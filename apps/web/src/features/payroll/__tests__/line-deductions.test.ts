import type { PayrollLineDeduction } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import {
  deductionsWith,
  garnishmentsWith,
  recurringDeductionsWith,
} from '../model/line-deductions';

/** A line's deductions as the server answers them: recurring ones carry their id and figures. */
const answered: PayrollLineDeduction[] = [
  {
    code: '401k',
    kind: '401k',
    label: '401(k)',
    amountCents: 5_000,
    deductionId: 'd-401k',
    employerAmountCents: 3_000,
    limitReached: false,
  },
  {
    code: 'postTax',
    kind: 'postTax',
    label: 'Union dues',
    amountCents: 2_500,
    deductionId: 'd-dues',
  },
  { code: 'postTax', kind: 'postTax', label: 'Loan', amountCents: 2_000 },
];

const orders = [
  { garnishmentId: 'g-support', requestedCents: 40_000, amountCents: 21_750 },
  { garnishmentId: 'g-creditor', requestedCents: 10_000, amountCents: 0 },
];

describe('a line’s recurring deductions and orders changed for one payroll', () => {
  it('the editor’s column replaces only the deduction typed on the line, never a recurring post-tax one', () => {
    expect(deductionsWith(answered, 3_500, 'Deduction')).toEqual([
      { kind: '401k', label: '401(k)', amountCents: 5_000, deductionId: 'd-401k' },
      { kind: 'postTax', label: 'Union dues', amountCents: 2_500, deductionId: 'd-dues' },
      { kind: 'postTax', label: 'Deduction', amountCents: 3_500 },
    ]);
  });

  it('sets a recurring deduction’s amount for this payroll, the request naming only what it takes', () => {
    expect(recurringDeductionsWith(answered, 'd-401k', 7_500)).toEqual([
      { kind: 'postTax', label: 'Union dues', amountCents: 2_500, deductionId: 'd-dues' },
      { kind: 'postTax', label: 'Loan', amountCents: 2_000 },
      { kind: '401k', label: '401(k)', amountCents: 7_500, deductionId: 'd-401k' },
    ]);
  });

  it('skips a recurring deduction by leaving it out, and takes it back from what was skipped', () => {
    const skipped = recurringDeductionsWith(answered, 'd-dues', null);
    expect(skipped.map((deduction) => deduction.deductionId)).toEqual(['d-401k', undefined]);
    const restored = recurringDeductionsWith(skipped, 'd-dues', 2_500, answered[1]);
    expect(restored).toContainEqual({
      kind: 'postTax',
      label: 'Union dues',
      amountCents: 2_500,
      deductionId: 'd-dues',
    });
  });

  it('sets or skips an order, the others asking what their order asks rather than what the cap let through', () => {
    expect(garnishmentsWith(orders, 'g-support', 30_000)).toEqual([
      { garnishmentId: 'g-creditor', amountCents: 10_000 },
      { garnishmentId: 'g-support', amountCents: 30_000 },
    ]);
    expect(garnishmentsWith(orders, 'g-creditor', null)).toEqual([
      { garnishmentId: 'g-support', amountCents: 40_000 },
    ]);
    expect(garnishmentsWith([], 'g-unknown', 5_000)).toEqual([]);
  });
});
