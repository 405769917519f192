import { employmentDetailsRequestSchema, employeeProfileRequestSchema } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyEmployment,
  employmentInputOf,
  identityInputOf,
  emptyIdentity,
} from '../model/employee-values';
import { w4FormPath, w4ToRequest, w4ValuesOf } from '../model/w4-values';

describe('the W-4 between the record and the form', () => {
  it('reads a stored 2020 W-4 into dollars and back into the same cents', () => {
    const stored = {
      w4Version: '2020' as const,
      filingStatus: 'married_jointly' as const,
      multipleJobs: true,
      dependentsCents: 400000,
      otherIncomeCents: 0,
      deductionsCents: 125050,
      extraWithholdingCents: 2500,
      exempt: false,
    };
    const values = w4ValuesOf(stored, 'fr');
    expect(values.deductions).toEqual({ text: '1250,50', locale: 'fr' });
    expect(w4ToRequest(values, 'federalTax')).toEqual({ request: stored, issues: [] });
  });

  it('sends only the 2019 form’s fields, and reports what is not a number at its field', () => {
    const values = {
      ...w4ValuesOf(null, 'en'),
      w4Version: '2019' as const,
      filingStatus: 'married' as const,
      allowances: 'two',
      extraWithholding: { text: '12.5', locale: 'en' as const },
    };
    const { request, issues } = w4ToRequest(values, 'federalTax');
    expect(request).toEqual({
      w4Version: '2019',
      filingStatus: 'married',
      extraWithholdingCents: 1250,
      exempt: false,
    });
    expect(issues).toEqual([
      { path: 'federalTax.allowances', message: 'employees.validation.number' },
    ]);
  });

  it('names a request field by the form’s name', () => {
    expect(w4FormPath('federalTax.otherIncomeCents')).toBe('federalTax.otherIncome');
    expect(w4FormPath('federalTax.allowances')).toBe('federalTax.allowances');
  });
});

describe('the profile and employment forms’ requests', () => {
  it('sends empty texts as null, leaves the SSN out unless typed, and drops a blank address', () => {
    const input = identityInputOf({ ...emptyIdentity(), firstName: 'Ada', lastName: 'Baker' });
    expect(input).not.toHaveProperty('legalId');
    expect(input).toMatchObject({ middleName: null, phoneNumber: null, address: null });
    expect(employeeProfileRequestSchema.safeParse({ ...input, version: 3 }).success).toBe(true);
    expect(identityInputOf({ ...emptyIdentity(), legalId: ' 123-45-6789 ' })).toMatchObject({
      legalId: '123-45-6789',
    });
  });

  it('sends the ownership percentage for an owner only, as a number', () => {
    const job = {
      ...emptyEmployment(),
      jobTitle: 'Baker',
      hireDate: '2026-12-01',
      workState: 'IL',
      paymentRate: 5_000_000,
      ownershipPercentage: '12,5',
    };
    expect(employmentInputOf(job).ownershipPercentage).toBeNull();
    const owner = employmentInputOf({ ...job, hasOwnership: true });
    expect(owner.ownershipPercentage).toBe(12.5);
    expect(employmentDetailsRequestSchema.safeParse({ ...owner, version: 1 }).success).toBe(true);
    expect(employmentInputOf({ ...job, payGroup: '' }).payGroup).toBeNull();
  });
});
