import { describe, expect, it } from 'vitest';
import { missingForPayroll } from '../model/missing-for-payroll';
import { workStateInfo } from '../model/wizard-values';
import { completeDraft, illinois, states, texas } from './fixtures';

describe('what the review lists as still missing for payroll', () => {
  it('is nothing when the employer gave every section', () => {
    expect(missingForPayroll(completeDraft(), illinois)).toEqual([]);
  });

  it('names each section left to the employee', () => {
    const values = completeDraft({
      employeeWillInformFederalTax: true,
      employeeWillInformStateTax: true,
      employeeWillInformBankAccount: true,
    });
    expect(missingForPayroll(values, illinois)).toEqual([
      { code: 'employee.federal_tax_missing', by: 'employee' },
      { code: 'employee.state_tax_missing', by: 'employee' },
      { code: 'employee.bank_account_missing', by: 'employee' },
    ]);
  });

  it('names what the employer left empty', () => {
    const values = completeDraft({
      legalId: '',
      payGroup: '',
      address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
    });
    expect(missingForPayroll(values, illinois)).toEqual([
      { code: 'employee.legal_id_missing', by: 'employee' },
      { code: 'employee.address_missing', by: 'employee' },
      { code: 'employee.pay_group_missing', by: 'employer' },
    ]);
  });

  it('ignores flags that do not apply: no certificate, pay by check', () => {
    const values = completeDraft({
      workState: 'TX',
      paymentMethod: 'check',
      employeeWillInformStateTax: true,
      employeeWillInformBankAccount: true,
    });
    expect(missingForPayroll(values, texas)).toEqual([]);
  });

  it('warns about a work state withholding is not supported for', () => {
    const values = completeDraft({ workState: 'ZZ' });
    expect(missingForPayroll(values, workStateInfo(states, 'ZZ'))).toContainEqual({
      code: 'employee.work_state_unsupported',
      by: 'employer',
    });
  });
});
