import { describe, expect, it } from 'vitest';
import {
  lineOfPath,
  readinessFixPath,
  readinessText,
  readinessTextId,
} from '../model/readiness-links';
import { isStartable, periodAction, withNamedPeriod } from '../model/period-action';
import { createPath, payrollViewPath } from '../model/paths';

const targetOf = (path: string) =>
  path === 'federalTax'
    ? { tab: 'taxes', section: 'federalTax' }
    : { tab: 'employment', section: 'employment' };

describe('readiness links', () => {
  it('sends an employee item of a line to the profile tab and section holding the field', () => {
    expect(
      readinessFixPath(
        'c1',
        { code: 'employee.federal_tax_missing', path: 'federalTax' },
        targetOf,
        'e9',
      ),
    ).toBe('/company/c1/employee-management/profile/e9?tab=taxes&section=federalTax');
  });

  it('reads the employee and field of a refused commit’s path', () => {
    expect(lineOfPath('lines.e9.payRate')).toEqual({ employeeId: 'e9', field: 'payRate' });
    expect(lineOfPath('payDate')).toBeNull();
    expect(
      readinessFixPath(
        'c1',
        { code: 'employee.pay_rate_missing', path: 'lines.e9.paymentRate' },
        targetOf,
      ),
    ).toBe('/company/c1/employee-management/profile/e9?tab=employment&section=employment');
  });

  it('sends company items to the company, and has no link for what is fixed elsewhere', () => {
    expect(readinessFixPath('c1', { code: 'company.not_active', path: 'company' }, targetOf)).toBe(
      '/company/c1',
    );
    expect(
      readinessFixPath(
        'c1',
        { code: 'company.funding_account_missing', path: 'company' },
        targetOf,
      ),
    ).toBe('/company/c1/view-and-config');
    expect(
      readinessFixPath('c1', { code: 'payroll.pay_date_past', path: 'payDate' }, targetOf),
    ).toBeNull();
    expect(
      readinessFixPath('c1', { code: 'employee.terminated', path: 'status' }, targetOf, 'e9'),
    ).toBeNull();
  });

  it('sends a missing local rate to the Local taxes page, a missing PSD code to the certificate', () => {
    const missing = 'payroll.local_tax_missing';
    expect(readinessFixPath('c1', { code: missing, path: 'localTaxes' }, targetOf, 'e9')).toBe(
      '/company/c1/view-and-config/local-taxes',
    );
    expect(readinessFixPath('c1', { code: missing, path: 'lines.e9.localTaxes' }, targetOf)).toBe(
      '/company/c1/view-and-config/local-taxes',
    );
    const stateTax = (path: string) =>
      path.startsWith('stateTax')
        ? { tab: 'taxes', section: 'stateTax' }
        : { tab: 'profile', section: 'identity' };
    expect(
      readinessFixPath('c1', { code: missing, path: 'lines.e9.stateTax.workPsd' }, stateTax),
    ).toBe('/company/c1/employee-management/profile/e9?tab=taxes&section=stateTax');
  });

  it('names employee texts from the employees catalogue and the others from payroll’s', () => {
    expect(readinessTextId('employee.bank_account_missing')).toBe(
      'employees.readiness.employee.bank_account_missing',
    );
    expect(readinessTextId('payroll.pay_date_past')).toBe(
      'payroll.readiness.payroll.pay_date_past',
    );
  });
});

describe('what a pay period offers', () => {
  it('starts a new period, continues a draft, views a payroll', () => {
    expect(periodAction({ status: 'upcoming', draftId: null, payrollId: null })).toEqual({
      kind: 'start',
    });
    expect(periodAction({ status: 'draft', draftId: 'd1', payrollId: null })).toEqual({
      kind: 'continue',
      draftId: 'd1',
    });
    expect(periodAction({ status: 'approved', draftId: null, payrollId: 'p1' })).toEqual({
      kind: 'view',
      payrollId: 'p1',
    });
  });

  it('starts nothing paid in a year without tax figures, and says which year', () => {
    const in2027 = { draftId: null, payrollId: null, taxYearMissing: 2027 };
    expect(periodAction({ ...in2027, status: 'upcoming' })).toEqual({
      kind: 'blocked',
      taxYear: 2027,
    });
    expect(isStartable({ ...in2027, status: 'cancelled' })).toBe(false);
    expect(periodAction({ ...in2027, status: 'draft', draftId: 'd1' }).kind).toBe('continue');
  });

  it('adds the period an address names when the next periods do not hold it', () => {
    const next = [{ periodEnd: '2026-12-11' }, { periodEnd: '2026-12-25' }];
    const later = { periodEnd: '2027-01-08' };
    expect(withNamedPeriod(next, true, later)).toEqual([...next, later]);
    expect(withNamedPeriod(next, true, next[1])).toEqual(next);
    expect(withNamedPeriod(next, false, later)).toEqual(next);
    expect(withNamedPeriod(next, true, null)).toEqual(next);
  });

  it('builds the create and view addresses', () => {
    expect(createPath('c1', { payGroupId: 'g1', periodEnd: '2026-12-05' })).toBe(
      '/company/c1/payroll-management/create?payGroupId=g1&periodEnd=2026-12-05',
    );
    expect(payrollViewPath('c1', 'p1')).toBe('/company/c1/payroll-management?payrollId=p1');
  });

  it('names the missing local tax code, or the certificate field that lacks one', () => {
    const missing = 'payroll.local_tax_missing';
    expect(readinessText({ code: missing, path: 'lines.e9.localTaxes.460602' })).toEqual({
      id: 'payroll.readiness.payroll.local_tax_missing.rate',
      values: { code: '460602' },
    });
    expect(readinessText({ code: missing, path: 'lines.e9.stateTax.workPsd' })).toEqual({
      id: 'payroll.readiness.payroll.local_tax_missing.certificate',
      values: { field: 'workPsd' },
    });
    expect(readinessText({ code: 'payroll.no_employees', path: 'lines' })).toEqual({
      id: 'payroll.readiness.payroll.no_employees',
      values: {},
    });
  });
});
