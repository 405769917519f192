import { describe, expect, it } from 'vitest';
import {
  contractorNameProblems,
  createContractorRequestSchema,
  maskTin,
  tinDigits,
  tinProblem,
  updateOwnContractorRequestSchema,
} from '../src/contractors';

const address = {
  addressLine1: '9 Harbor Way',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60601',
};

describe('contractor TIN rules', () => {
  it('reads an SSN as NNN-NN-NNNN and an EIN as NN-NNNNNNN, or as nine digits', () => {
    expect(tinDigits('ssn', '415-62-8830')).toBe('415628830');
    expect(tinDigits('ssn', '415628830')).toBe('415628830');
    expect(tinDigits('ein', '47-1234567')).toBe('471234567');
    expect(tinDigits('ein', '415-62-8830')).toBeNull();
    expect(tinDigits('ssn', '47-1234567')).toBeNull();
  });

  it('refuses SSNs the SSA never issues, by the employees’ legal id rules', () => {
    expect(tinProblem('ssn', '415-62-8830')).toBeNull();
    for (const never of [
      '000-12-3456',
      '666-12-3456',
      '912-34-5678',
      '123-00-4567',
      '123-45-0000',
    ]) {
      expect(tinProblem('ssn', never), never).toBe('This is not a valid SSN');
    }
  });

  it('accepts an EIN only with a prefix an IRS campus, the online application or the SBA assigns', () => {
    for (const issued of [
      '01',
      '06',
      '10',
      '20',
      '27',
      '31',
      '46',
      '65',
      '77',
      '88',
      '95',
      '98',
      '99',
    ]) {
      expect(tinProblem('ein', `${issued}-1234567`), issued).toBeNull();
    }
    for (const never of [
      '00',
      '07',
      '08',
      '09',
      '17',
      '18',
      '19',
      '28',
      '29',
      '49',
      '69',
      '70',
      '78',
      '79',
      '89',
      '96',
      '97',
    ]) {
      expect(tinProblem('ein', `${never}-1234567`), never).toBe(
        'This EIN prefix is not one the IRS assigns',
      );
    }
  });

  it('masks a TIN to its last four in its own layout', () => {
    expect(maskTin('ssn', '8830')).toBe('***-**-8830');
    expect(maskTin('ein', '4567')).toBe('**-***4567');
  });
});

describe('contractor requests', () => {
  it('needs an individual’s first and last names, and a business’s name', () => {
    expect(contractorNameProblems({ type: 'individual', firstName: 'Ann', lastName: ' ' })).toEqual(
      [{ path: 'lastName', message: 'Enter the last name' }],
    );
    expect(contractorNameProblems({ type: 'business', firstName: 'Ann', lastName: 'Lee' })).toEqual(
      [{ path: 'businessName', message: 'Enter the business’s legal name' }],
    );
    expect(contractorNameProblems({ type: 'business', businessName: 'Acme LLC' })).toEqual([]);
  });

  it('takes a contractor without a TIN, paid by direct deposit unless told', () => {
    const parsed = createContractorRequestSchema.parse({
      type: 'business',
      businessName: 'Acme LLC',
      email: 'Billing@Acme.example',
      address,
    });
    expect(parsed).toMatchObject({
      paymentMethod: 'direct_deposit',
      email: 'billing@acme.example',
    });
  });

  it('checks the TIN against the type sent with it', () => {
    const result = createContractorRequestSchema.safeParse({
      type: 'individual',
      firstName: 'Ann',
      lastName: 'Lee',
      tinType: 'ein',
      tin: '07-1234567',
      email: 'ann@example.com',
      address,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['tin', 'This EIN prefix is not one the IRS assigns'],
    ]);
    const noType = updateOwnContractorRequestSchema.safeParse({ tin: '415-62-8830', version: 1 });
    expect(noType.error?.issues[0]?.path).toEqual(['tinType']);
  });
});
