import { describe, expect, it } from 'vitest';
import { periodRun } from '../model/period-run';

const period = { periodEnd: '2026-12-11', draftId: null, payrollId: null };

describe('a schedule period’s run', () => {
  it('starts a new period, opens its draft, or shows its payroll', () => {
    expect(periodRun('c1', 'g1', { ...period, status: 'upcoming' })).toEqual({
      to: '/company/c1/payroll-management/create?payGroupId=g1&periodEnd=2026-12-11',
      labelId: 'payGroups.startPayroll',
    });
    expect(periodRun('c1', 'g1', { ...period, status: 'draft', draftId: 'd1' })).toEqual({
      to: '/company/c1/payroll-management/create?draftId=d1',
      labelId: 'payGroups.continuePayroll',
    });
    expect(periodRun('c1', 'g1', { ...period, status: 'paid', payrollId: 'p1' })).toEqual({
      to: '/company/c1/payroll-management?payrollId=p1',
      labelId: 'payGroups.viewPayroll',
    });
    expect(periodRun('c1', 'g1', { ...period, status: 'processing' })).toBeNull();
  });

  it('offers no run for a new period paid in a year without tax figures', () => {
    const in2027 = { ...period, periodEnd: '2027-01-08', taxYearMissing: 2027 };
    expect(periodRun('c1', 'g1', { ...in2027, status: 'upcoming' })).toBeNull();
    // A draft made before the server refused such dates still opens, to be deleted or fixed.
    expect(periodRun('c1', 'g1', { ...in2027, status: 'draft', draftId: 'd1' })?.labelId).toBe(
      'payGroups.continuePayroll',
    );
  });
});
