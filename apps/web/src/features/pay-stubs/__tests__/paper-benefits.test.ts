import type { PayStub, PayStubAmount } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import type { PayLineNamer } from '@web/shared/pay-lines/pay-line-names';
import { paperSections, paperSummary } from '../model/paper-layout';
import { wholeStub } from './fixtures';

const asSent: PayLineNamer = (line) => line.label;

const amount = (code: string, label: string, amountCents: number, ytdCents: number) =>
  ({ code, label, amountCents, ytdCents }) satisfies PayStubAmount;

/** A stub with a 401(k) and a medical premium, a child-support order and the employer's match. */
const withBenefits = (): PayStub =>
  ({
    ...wholeStub({
      deductions: [
        amount('401k', '401(k)', 10_000, 40_000),
        amount('section125_medical', 'Medical insurance (Section 125)', 9_000, 36_000),
      ],
      // The stub counts its orders among its deductions.
      deductionsCents: 40_750,
      ytd: { ...wholeStub().ytd, deductionsCents: 163_000 },
    }),
    garnishments: [
      { ...amount('child_support', 'Child support', 21_750, 87_000), caseNumber: 'CS-42' },
    ],
    employerContributions: [amount('401k', '401(k)', 8_000, 32_000)],
    employerContributionsCents: 8_000,
  }) as PayStub;

describe('a stub’s deductions, orders and the employer’s contributions', () => {
  it('lists the orders after the deductions and the contributions after the employer’s taxes, apart', () => {
    const sections = paperSections(withBenefits(), asSent);
    const ids = sections.map((section) => section.id);
    expect(ids.indexOf('garnishments')).toBe(ids.indexOf('deductions') + 1);
    expect(ids.at(-1)).toBe('employerContributions');
    const deductions = sections.find((section) => section.id === 'deductions');
    expect(deductions?.lines.map((line) => [line.label, line.currentCents, line.ytdCents])).toEqual(
      [
        ['401(k)', 10_000, 40_000],
        ['Medical insurance (Section 125)', 9_000, 36_000],
      ],
    );
    const orders = sections.find((section) => section.id === 'garnishments');
    expect(orders?.lines.map((line) => line.label)).toEqual(['Child support · CS-42']);
    expect(orders).toMatchObject({
      titleId: 'payStubs.paper.garnishments',
      totalCents: 21_750,
      totalYtdCents: 87_000,
    });
    const employer = sections.find((section) => section.id === 'employerContributions');
    expect(employer?.lines.map((line) => [line.label, line.currentCents, line.ytdCents])).toEqual([
      ['401(k)', 8_000, 32_000],
    ]);
    expect(employer?.totalYtdCents).toBe(32_000);
  });

  it('takes the orders off in gross to net; the employer’s contributions are not taken from the pay', () => {
    const summary = paperSummary(withBenefits());
    expect(summary.map((item) => item.key)).toEqual([
      'gross',
      'employeeTaxes',
      'deductions',
      'garnishments',
      'netPay',
    ]);
    expect(summary.find((item) => item.key === 'garnishments')).toMatchObject({
      currentCents: -21_750,
      ytdCents: -87_000,
    });
    expect(summary.find((item) => item.key === 'deductions')).toMatchObject({
      currentCents: -19_000,
      ytdCents: -76_000,
    });
  });

  it('shows neither on a stub issued before they were kept', () => {
    const sections = paperSections(wholeStub(), asSent).map((section) => section.id);
    expect(sections).not.toContain('garnishments');
    expect(sections).not.toContain('employerContributions');
    expect(paperSummary(wholeStub()).map((item) => item.key)).not.toContain('garnishments');
  });
});
