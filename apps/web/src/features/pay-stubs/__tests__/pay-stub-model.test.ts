import { payStubFileName, payStubSchema, roles, type PayStub } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { payLineNamerOf, type PayLineNamer } from '@web/shared/pay-lines/pay-line-names';
import { latestPayStub } from '../model/latest-pay-stub';
import {
  addressLines,
  maskedAccount,
  noDepositMessageId,
  paperSections,
  paperSummary,
} from '../model/paper-layout';
import { payStubPath } from '@web/features/payroll';
import { myPayStubPath, profilePayStubsPath } from '../model/pay-stub-paths';
import { payStubRow, payStubRows } from '../model/pay-stub-rows';
import { statusBadges } from '../model/pay-stub-status';
import { canVoidPayments, isVoidable } from '../model/void-rules';
import { listItem, wholeStub } from './fixtures';

const earningOf = (stub: PayStub) => stub.earnings[0]!;

const asSent: PayLineNamer = (line) => line.label;

describe('who may void a payment', () => {
  it('administrators and company owners, not employees nor users without a role', () => {
    expect(canVoidPayments([roles.platformAdmin])).toBe(true);
    expect(canVoidPayments([roles.companyOwner, roles.employee])).toBe(true);
    expect(canVoidPayments([roles.employee])).toBe(false);
    expect(canVoidPayments([])).toBe(false);
  });

  it('only an issued stub whose payment is still pending offers it', () => {
    expect(isVoidable({ status: 'issued', paymentStatus: 'pending' })).toBe(true);
    expect(isVoidable({ status: 'voided', paymentStatus: 'voided' })).toBe(false);
    expect(isVoidable({ status: 'issued', paymentStatus: 'paid' })).toBe(false);
    expect(isVoidable({ status: 'issued', paymentStatus: 'failed' })).toBe(false);
  });
});

describe('the rows of the pay stubs grid', () => {
  it('keep the list item and offer Void payment only to a viewer who may void', () => {
    const item = listItem();
    expect(payStubRow(item, true)).toMatchObject({ ...item, voidable: true });
    expect(payStubRow(item, false).voidable).toBe(false);
    expect(payStubRow(listItem({ status: 'voided', paymentStatus: 'voided' }), true).voidable).toBe(
      false,
    );
  });

  it('carry their status chips: issued, voided, and a failed payment shown beside issued', () => {
    const rows = payStubRows(
      [
        listItem({ id: 'a' }),
        listItem({ id: 'b', status: 'voided', paymentStatus: 'voided' }),
        listItem({ id: 'c', paymentStatus: 'failed' }),
        listItem({ id: 'd', paymentStatus: 'paid' }),
      ],
      true,
    );
    expect(rows.map((row) => [row.id, row.badges.map((badge) => badge.labelId)])).toEqual([
      ['a', ['payStubs.status.issued']],
      ['b', ['payStubs.status.voided']],
      ['c', ['payStubs.status.issued', 'payStubs.payment.failed']],
      ['d', ['payStubs.status.issued', 'payStubs.payment.paid']],
    ]);
    expect(rows[2]?.badges[1]?.color).toBe('error');
    expect(rows.map((row) => row.voidable)).toEqual([true, false, false, false]);
  });

  it('keep the newest-first order of the server', () => {
    const rows = payStubRows([listItem({ id: 'new' }), listItem({ id: 'old' })], false);
    expect(rows.map((row) => row.id)).toEqual(['new', 'old']);
  });

  it('error chips are not given to statuses that are fine', () => {
    expect(statusBadges('issued', 'pending').some((badge) => badge.color === 'error')).toBe(false);
  });
});

describe('the paper stub', () => {
  it('a fixture stub is a valid contract answer', () => {
    expect(payStubSchema.parse(wholeStub())).toEqual(wholeStub());
  });

  it('reads earnings, taxes withheld, then the employer’s taxes; leaves out empty deductions', () => {
    const sections = paperSections(wholeStub(), asSent);
    expect(sections.map((section) => section.id)).toEqual([
      'earnings',
      'employeeTaxes',
      'employerTaxes',
    ]);
    expect(sections.map((section) => section.hasHours)).toEqual([true, false, false]);
  });

  it('keeps a tax’s explanation on its paper line, and none on a stub stored without', () => {
    const explanation = {
      method: 'federalPercentage' as const,
      steps: [{ input: 'annualWages' as const, cents: 6_500_000 }],
      rounding: 'centHalfUp' as const,
      publication: 'IRS Publication 15-T (2026)',
    };
    const [federal, social] = wholeStub().employeeTaxes;
    const stub = wholeStub({ employeeTaxes: [{ ...federal!, explanation }, social!] });
    const taxes = paperSections(stub, asSent).find((section) => section.id === 'employeeTaxes');
    expect(taxes?.lines.map((line) => line.explanation)).toEqual([explanation, undefined]);
    const older = paperSections(wholeStub(), asSent).find(
      (section) => section.id === 'employeeTaxes',
    );
    expect(older?.lines.every((line) => !('explanation' in line))).toBe(true);
  });

  it('shows deductions when there are some, between taxes and the employer’s taxes', () => {
    const stub = wholeStub({
      deductions: [{ code: '401k', label: '401(k)', amountCents: 10_000, ytdCents: 90_000 }],
      deductionsCents: 10_000,
      ytd: { ...wholeStub().ytd, deductionsCents: 90_000 },
    });
    const sections = paperSections(stub, asSent);
    expect(sections.map((section) => section.id)).toEqual([
      'earnings',
      'employeeTaxes',
      'deductions',
      'employerTaxes',
    ]);
    expect(sections[2]).toMatchObject({ totalCents: 10_000, totalYtdCents: 90_000 });
  });

  it('earnings keep hours and rate of time earnings only, and total to the gross', () => {
    const [earnings] = paperSections(wholeStub(), asSent);
    expect(
      earnings?.lines.map((line) => [line.label, line.hours, line.rateCents, line.currentCents]),
    ).toEqual([
      ['Regular', 80, 2_500, 200_000],
      ['Overtime', 4, 3_750, 15_000],
      ['Bonus', null, null, 35_000],
    ]);
    expect(earnings).toMatchObject({ totalCents: 250_000, totalYtdCents: 4_465_000 });
  });

  it('names the lines in the reader’s language, and keeps a deduction a person named', () => {
    const stub = wholeStub({
      earnings: [
        { ...earningOf(wholeStub()), code: 'hourly', label: 'Regular pay' },
        {
          ...earningOf(wholeStub()),
          code: 'salary',
          label: 'Salary (3 of 10 working days)',
          proration: { workedDays: 3, workingDays: 10 },
        },
      ],
      employeeTaxes: [
        { code: 'federalIncomeTax', label: 'Federal income tax', amountCents: 1, ytdCents: 1 },
        {
          code: 'stateIncomeTax',
          label: 'Illinois income tax',
          jurisdiction: { level: 'state', state: 'IL' },
          amountCents: 1,
          ytdCents: 1,
        },
      ],
      deductions: [
        { code: '401k', label: '401(k)', amountCents: 1, ytdCents: 1 },
        { code: 'postTax', label: 'Prêt', amountCents: 1, ytdCents: 1 },
      ],
      employerTaxes: [{ code: 'futa', label: 'FUTA', amountCents: 1, ytdCents: 1 }],
    });
    const labels = paperSections(stub, payLineNamerOf({ locale: 'fr-FR' })).map((section) =>
      section.lines.map((line) => line.label),
    );
    expect(labels).toEqual([
      ['Heures normales', 'Salaire (3 jours ouvrés sur 10)'],
      ['Impôt fédéral sur le revenu', 'Impôt sur le revenu de l’État (Illinois)'],
      ['401(k)', 'Prêt'],
      ['Chômage fédéral (FUTA)'],
    ]);
  });

  it('earnings show even when a stub has none', () => {
    const sections = paperSections(
      wholeStub({ earnings: [], employeeTaxes: [], employerTaxes: [] }),
      asSent,
    );
    expect(sections.map((section) => section.id)).toEqual(['earnings']);
  });

  it('goes from gross to net, withholdings negative, with year-to-date figures', () => {
    expect(
      paperSummary(wholeStub()).map((item) => [item.key, item.currentCents, item.ytdCents]),
    ).toEqual([
      ['gross', 250_000, 4_465_000],
      ['employeeTaxes', -40_500, -777_000],
      ['deductions', 0, 0],
      ['netPay', 209_500, 3_688_000],
    ]);
    expect(
      paperSummary(wholeStub())
        .filter((item) => item.emphasis)
        .map((item) => item.key),
    ).toEqual(['netPay']);
  });

  it('lists reimbursements only when there are some, without a year-to-date figure', () => {
    const items = paperSummary(wholeStub({ reimbursementsCents: 4_200 }));
    expect(items.find((item) => item.key === 'reimbursements')).toMatchObject({
      currentCents: 4_200,
      ytdCents: null,
    });
  });

  it('writes addresses as envelope lines and accounts by their last four digits only', () => {
    const stub = wholeStub();
    expect(addressLines(stub.company.address)).toEqual(['10 Dexter Ave', 'Montgomery, AL 36104']);
    expect(addressLines(stub.employee.address)).toEqual(['5 Elm St', 'Apt 2', 'Madison, WI 53703']);
    expect(addressLines(null)).toEqual([]);
    expect(maskedAccount('4321')).toBe('••••4321');
  });
});

describe('the dashboard’s latest stub', () => {
  it('is the newest stub not voided, else the newest, else none', () => {
    const voided = listItem({ id: 'v', status: 'voided', paymentStatus: 'voided' });
    expect(latestPayStub([voided, listItem({ id: 'older' })])?.id).toBe('older');
    expect(latestPayStub([voided])?.id).toBe('v');
    expect(latestPayStub([])).toBeNull();
  });
});

describe('addresses and file names', () => {
  it('a stub opens under its employee for the employer, under /employee for the employee', () => {
    expect(payStubPath('c1', 'e1', 's1')).toBe(
      '/company/c1/employee-management/profile/e1/pay-stubs/s1',
    );
    expect(profilePayStubsPath('c1', 'e1')).toBe(
      '/company/c1/employee-management/profile/e1?tab=pay-stubs',
    );
    expect(myPayStubPath('s1')).toBe('/employee/pay-stubs/s1');
  });

  it('the PDF is saved as pay_stub_{id}.pdf (spec §9)', () => {
    expect(payStubFileName('0193a2b4')).toBe('pay_stub_0193a2b4.pdf');
  });
});

describe('a stub without deposits', () => {
  it('says paid by check when there was net pay, and no payment when there was none', () => {
    expect(noDepositMessageId(159_397)).toBe('payStubs.paper.byCheck');
    expect(noDepositMessageId(0)).toBe('payStubs.paper.noPayment');
  });
});
