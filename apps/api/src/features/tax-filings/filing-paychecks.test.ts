import { describe, expect, it } from 'vitest';
import { form941Paychecks, futaPayments } from './filing-paychecks';
import type { FilingStubRow } from './filing-repository';

const stub = (
  id: string,
  employee: string,
  payDate: string,
  grossCents: number,
  extra: { deductions?: object[]; futaWagesCents?: number; sutaState?: string } = {},
): FilingStubRow => ({
  id,
  employee_id: employee,
  pay_date: payDate,
  gross_cents: grossCents,
  social_security_wages_cents: grossCents,
  medicare_wages_cents: grossCents,
  futa_wages_cents: extra.futaWagesCents ?? grossCents,
  work_state: 'OR',
  details: JSON.stringify({
    employeeTaxes: [{ code: 'federalIncomeTax', label: 'FIT', amountCents: 1_000 }],
    employerTaxes: extra.sutaState
      ? [
          {
            code: 'suta',
            label: 'SUTA',
            amountCents: 5,
            jurisdiction: { level: 'state', state: extra.sutaState },
          },
        ]
      : [],
    deductions: extra.deductions ?? [],
    deposits: [],
  }),
});

describe('the stubs as the returns count them', () => {
  it('applies the 2026 wage base ($184,500) and the $200,000 threshold to each employee’s year', () => {
    const rows = [
      stub('a', 'ann', '2026-03-31', 15_000_000),
      stub('b', 'bob', '2026-05-15', 1_000_000),
      stub('c', 'ann', '2026-10-15', 8_000_000),
      stub('d', 'bob', '2026-10-15', 500_000),
    ];
    const [ann, bob, ...rest] = form941Paychecks(2026, rows, '2026-10-01');
    expect(rest).toEqual([]);
    // Ann had $150,000 before: $34,500 of the $80,000 is under the base, $30,000 over $200,000.
    expect(ann).toMatchObject({
      employeeId: 'ann',
      socialSecurityWagesCents: 3_450_000,
      medicareWagesCents: 8_000_000,
      additionalMedicareWagesCents: 3_000_000,
      federalIncomeTaxCents: 1_000,
    });
    expect(bob).toMatchObject({
      socialSecurityWagesCents: 500_000,
      additionalMedicareWagesCents: 0,
    });
  });

  it('leaves the cafeteria plan and 401(k) out of box 1 wages, not a garnishment', () => {
    const rows = [
      stub('a', 'ann', '2026-11-13', 300_000, {
        deductions: [
          { code: '401k', kind: '401k', label: '401(k)', amountCents: 20_000 },
          { code: 'section125_medical', kind: 'section125', label: 'Medical', amountCents: 5_000 },
          { code: 'roth401k', kind: 'roth401k', label: 'Roth', amountCents: 7_000 },
          { code: 'child_support', kind: 'child_support', label: 'Support', amountCents: 9_000 },
        ],
      }),
    ];
    expect(form941Paychecks(2026, rows, '2026-10-01')[0]?.wagesCents).toBe(275_000);
  });

  it('takes a FUTA payment’s state from its unemployment tax, else the work state', () => {
    const rows = [
      stub('a', 'ann', '2026-11-13', 300_000, { futaWagesCents: 295_000, sutaState: 'CA' }),
      stub('b', 'bob', '2026-11-13', 100_000),
    ];
    expect(futaPayments(rows)).toEqual([
      {
        employeeId: 'ann',
        payDate: '2026-11-13',
        paymentsCents: 300_000,
        exemptCents: 5_000,
        state: 'CA',
      },
      {
        employeeId: 'bob',
        payDate: '2026-11-13',
        paymentsCents: 100_000,
        exemptCents: 0,
        state: 'OR',
      },
    ]);
  });
});
