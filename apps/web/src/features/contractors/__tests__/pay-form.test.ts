import { describe, expect, it } from 'vitest';
import {
  emptyPayForm,
  firstPayDate,
  formFieldOfServerPath,
  formPathOf,
  payFormIssues,
  payRequestOf,
} from '../model/pay-form';
import { ANA_ID } from './fixtures';

describe('the pay form', () => {
  it('starts on the first banking day a direct deposit sent today can meet', () => {
    // Friday 27 November 2026: Monday 30 is the first business day, Tuesday 1 December the second.
    expect(firstPayDate('2026-11-27')).toBe('2026-12-01');
    // Thursday 24 December: Friday 25 is Christmas, so Monday 28 and Tuesday 29.
    expect(firstPayDate('2026-12-24')).toBe('2026-12-29');
    expect(emptyPayForm('2026-11-27', ANA_ID).lines).toEqual([
      { contractorId: ANA_ID, amountCents: null, reimbursementCents: null, memo: '' },
    ]);
  });

  it('sends a reimbursement and a memo only when given', () => {
    const body = payRequestOf({
      payDate: '2026-12-01',
      lines: [
        { contractorId: ANA_ID, amountCents: 150_000, reimbursementCents: null, memo: '  ' },
        { contractorId: ANA_ID, amountCents: 1, reimbursementCents: 0, memo: 'Fuel' },
      ],
    });
    expect(body.items).toEqual([
      { contractorId: ANA_ID, amountCents: 150_000 },
      { contractorId: ANA_ID, amountCents: 1, reimbursementCents: 0, memo: 'Fuel' },
    ]);
  });

  it('refuses a holiday and a contractor paid twice, on the form’s own fields', () => {
    const issues = payFormIssues({
      payDate: '2026-12-25',
      lines: [
        { contractorId: ANA_ID, amountCents: 100, reimbursementCents: null, memo: '' },
        { contractorId: ANA_ID, amountCents: 200, reimbursementCents: null, memo: '' },
      ],
    });
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['payDate', 'contractors.validation.payDateClosed'],
      ['lines', 'Pay each contractor once in a payment run'],
    ]);
  });

  it('reads the contract’s and the server’s paths as the form’s fields', () => {
    expect(formPathOf(['items', 1, 'amountCents'])).toEqual(['lines', 1, 'amountCents']);
    expect(formFieldOfServerPath({ path: 'body.items.0.contractorId' })).toBe(
      'lines.0.contractorId',
    );
    expect(formFieldOfServerPath({ path: 'payDate' })).toBe('payDate');
    expect(formFieldOfServerPath({ path: 'items.0.somethingElse' })).toBeNull();
  });
});
