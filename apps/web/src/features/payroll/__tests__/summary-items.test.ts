import { describe, expect, it } from 'vitest';
import { summaryItems } from '../model/summary-items';

const summary = {
  employees: 3,
  grossCents: 512_345,
  employeeTaxesCents: 80_010,
  employerTaxesCents: 40_005,
  deductionsCents: 10_000,
  reimbursementsCents: 0,
  netPayCents: 422_335,
  cashRequirementCents: 552_350,
};

describe('the summary bar', () => {
  it('lists the totals in order, as money in the locale, without empty reimbursements', () => {
    expect(summaryItems(summary, 'en').map((item) => [item.labelId, item.text])).toEqual([
      ['payroll.summary.employees', '3'],
      ['payroll.summary.gross', '$5,123.45'],
      ['payroll.summary.employeeTaxes', '$800.10'],
      ['payroll.summary.employerTaxes', '$400.05'],
      ['payroll.summary.deductions', '$100.00'],
      ['payroll.summary.netPay', '$4,223.35'],
      ['payroll.summary.cashRequirement', '$5,523.50'],
    ]);
  });

  it('shows reimbursements when there are some, and marks net pay and cash as emphasised', () => {
    const items = summaryItems({ ...summary, reimbursementsCents: 1_999 }, 'en');
    expect(items.find((item) => item.key === 'reimbursementsCents')?.text).toBe('$19.99');
    expect(items.filter((item) => item.emphasis).map((item) => item.key)).toEqual([
      'netPayCents',
      'cashRequirementCents',
    ]);
  });

  it('shows the employer’s contributions after the deductions when there are some', () => {
    const keys = (figures: typeof summary & { employerContributionsCents?: number }) =>
      summaryItems(figures, 'en').map((item) => item.key);
    expect(keys({ ...summary, employerContributionsCents: 0 })).not.toContain(
      'employerContributionsCents',
    );
    const items = summaryItems({ ...summary, employerContributionsCents: 9_539 }, 'en');
    const index = items.findIndex((item) => item.key === 'employerContributionsCents');
    expect(items[index - 1]?.key).toBe('deductionsCents');
    expect(items[index]).toMatchObject({
      labelId: 'payroll.summary.employerContributions',
      text: '$95.39',
    });
  });

  it('formats in the reader’s language and marks money to read left to right', () => {
    const items = summaryItems(summary, 'fr');
    const gross = items.find((item) => item.key === 'grossCents');
    expect(gross?.text.replace(/\s/g, ' ')).toBe('5 123,45 $US');
    expect(gross?.isMoney).toBe(true);
    expect(items[0]?.isMoney).toBe(false);
  });
});
