import type { AchPreview } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { previewRows, previewTotals, previewWarnings, warningText } from '../model/preview-rows';

const preview: AchPreview = {
  effectiveEntryDate: '2026-11-20',
  entryCount: 9,
  totalCreditCents: 450_050,
  totalDebitCents: 450_050,
  batches: [
    {
      companyId: 'c2',
      companyName: 'Redwood Software Inc.',
      payrollIds: ['p2', 'p3'],
      creditCount: 4,
      creditTotalCents: 300_000,
      debitTotalCents: 300_000,
    },
    {
      companyId: 'c1',
      companyName: 'Lakeside Bakery LLC',
      payrollIds: ['p1'],
      creditCount: 3,
      creditTotalCents: 150_050,
      debitTotalCents: 149_000,
    },
  ],
  warnings: [
    { code: 'ach.pay_date_passed', message: 'The pay date 2026-11-13 has passed.' },
    { code: 'ach.something_new', message: 'A sentence the server wrote.' },
  ],
};

describe('the preview of a file', () => {
  it('shows one row per company batch, by company name, with its own figures', () => {
    expect(previewRows(preview)).toEqual([
      {
        key: 'c1:PPD',
        companyId: 'c1',
        companyName: 'Lakeside Bakery LLC',
        entryClass: 'PPD',
        payrolls: 1,
        contractorPayments: 0,
        credits: 3,
        creditTotalCents: 150_050,
        debitTotalCents: 149_000,
        isBalanced: false,
      },
      {
        key: 'c2:PPD',
        companyId: 'c2',
        companyName: 'Redwood Software Inc.',
        entryClass: 'PPD',
        payrolls: 2,
        contractorPayments: 0,
        credits: 4,
        creditTotalCents: 300_000,
        debitTotalCents: 300_000,
        isBalanced: true,
      },
    ]);
  });

  it('takes the totals, entry count and effective date from the server', () => {
    expect(previewTotals(preview)).toEqual({
      batches: 2,
      payrolls: 3,
      contractorPayments: 0,
      entryCount: 9,
      totalCreditCents: 450_050,
      totalDebitCents: 450_050,
      effectiveEntryDate: '2026-11-20',
    });
  });

  it('shows a company’s CCD batch of business contractors after its PPD batch, and counts runs once', () => {
    const run = 'r1';
    const mixed: AchPreview = {
      ...preview,
      batches: [
        {
          companyId: 'c1',
          companyName: 'Lakeside Bakery LLC',
          standardEntryClass: 'CCD',
          payrollIds: [],
          contractorPaymentIds: [run],
          creditCount: 1,
          creditTotalCents: 76_000,
          debitTotalCents: 76_000,
        },
        {
          companyId: 'c1',
          companyName: 'Lakeside Bakery LLC',
          standardEntryClass: 'PPD',
          payrollIds: ['p1'],
          contractorPaymentIds: [run],
          creditCount: 4,
          creditTotalCents: 304_050,
          debitTotalCents: 304_050,
        },
      ],
    };
    expect(
      previewRows(mixed).map((row) => [row.key, row.payrolls, row.contractorPayments]),
    ).toEqual([
      ['c1:PPD', 1, 1],
      ['c1:CCD', 0, 1],
    ]);
    expect(previewTotals(mixed).contractorPayments).toBe(1);
  });

  it('words known warnings from the catalogue and keeps the server’s sentence for others', () => {
    expect(preview.warnings.map(warningText)).toEqual([
      { id: 'achFiles.warning.payDatePassed' },
      { text: 'A sentence the server wrote.' },
    ]);
  });

  it('says each catalogue warning once, though the server warns once per payroll', () => {
    const twice = {
      ...preview,
      warnings: [
        { code: 'ach.pay_date_passed', message: 'Payroll p1 …' },
        { code: 'ach.pay_date_passed', message: 'Payroll p2 …' },
        { code: 'ach.pay_dates_differ', message: '…' },
      ],
    };
    expect(previewWarnings(twice)).toEqual([
      { id: 'achFiles.warning.payDatePassed' },
      { id: 'achFiles.warning.payDatesDiffer' },
    ]);
  });
});
