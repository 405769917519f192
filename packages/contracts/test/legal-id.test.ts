import { describe, expect, it } from 'vitest';
import {
  createEmployeeRequestSchema,
  legalIdDigits,
  legalIdProblem,
  maskLegalId,
} from '../src/employees';

describe('SSN and ITIN rules', () => {
  it('accepts issued SSNs and refuses the numbers the SSA never issues', () => {
    expect(legalIdProblem('ssn', '123456789')).toBeNull();
    expect(legalIdProblem('ssn', '665123456')).toBeNull();
    for (const never of [
      '000123456',
      '666123456',
      '900123456',
      '999123456',
      '123001234',
      '123450000',
    ]) {
      expect(legalIdProblem('ssn', never), never).toBe('This is not a valid SSN');
    }
  });

  it('accepts ITINs only in the 9XX area with the IRS middle ranges', () => {
    for (const itin of [
      '912501234',
      '912651234',
      '912701234',
      '912881234',
      '912901234',
      '912921234',
      '912941234',
      '912991234',
    ]) {
      expect(legalIdProblem('itin', itin), itin).toBeNull();
    }
    for (const not of [
      '912491234',
      '912661234',
      '912691234',
      '912891234',
      '912931234',
      '812701234',
    ]) {
      expect(legalIdProblem('itin', not), not).toBe('This is not a valid ITIN');
    }
  });

  it('reads nine digits with or without dashes, and masks all but the last four', () => {
    expect(legalIdDigits('123-45-6789')).toBe('123456789');
    expect(legalIdDigits(' 123456789 ')).toBe('123456789');
    expect(legalIdDigits('12-345-6789')).toBeNull();
    expect(maskLegalId('6789')).toBe('***-**-6789');
  });

  it('names legalIdType when a legal id comes without it, and legalId when it breaks the rules', () => {
    const base = {
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      employmentType: 'full_time',
      employmentCategory: 'exempt',
      jobTitle: 'Clerk',
      hireDate: '2026-01-05',
      workState: 'TX',
      paymentType: 'salary',
      paymentRate: 5_000_000,
    };
    const noType = createEmployeeRequestSchema.safeParse({ ...base, legalId: '123-45-6789' });
    expect(noType.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['legalIdType']);
    const bad = createEmployeeRequestSchema.safeParse({
      ...base,
      legalIdType: 'itin',
      legalId: '123-45-6789',
    });
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['legalId']);
    const good = createEmployeeRequestSchema.parse({
      ...base,
      legalIdType: 'ssn',
      legalId: '123-45-6789',
    });
    expect(good).toMatchObject({
      paymentMethod: 'direct_deposit',
      employeeWillInformFederalTax: false,
      isNewHire: true,
    });
  });
});
