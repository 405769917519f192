import {
  addressInputSchema,
  createCompanyRequestSchema,
  grantOwnershipRequestSchema,
  onboardingOwnerSchema,
} from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { contractMessageIds, issueMessageId } from '../model/validation-messages';
import { ROSA } from './wizard-fixtures';

const english = en as Record<string, string>;

describe('contract messages in the catalogue', () => {
  it('maps each known contract message to an entry with the same English text', () => {
    for (const [text, id] of Object.entries(contractMessageIds)) expect(english[id]).toBe(text);
  });

  it('covers every message the company, address, owner and grant contracts raise', () => {
    const failures = [
      createCompanyRequestSchema.safeParse({
        name: ' ',
        federalEin: '00-1234567',
        federalFillingForm: '943',
        businessEntityType: 'guild',
        industryType: 'piracy',
      }),
      createCompanyRequestSchema.safeParse({ name: 'x'.repeat(101), federalEin: '12345' }),
      addressInputSchema.safeParse({ addressLine1: '', city: '', state: 'XX', zipCode: '1' }),
      addressInputSchema.safeParse({ phoneNumber: '12' }),
      onboardingOwnerSchema.safeParse({
        firstName: '',
        lastName: '',
        email: 'nope',
        phoneNumber: '1',
        ownershipPercentage: 100.001,
      }),
      grantOwnershipRequestSchema.safeParse({ ownerEmployeeId: '', ownershipPercentage: 0 }),
      grantOwnershipRequestSchema.safeParse({ ownerEmployeeId: ROSA, ownershipPercentage: 101 }),
      grantOwnershipRequestSchema.safeParse({ ownerEmployeeId: ROSA }),
    ];
    for (const result of failures) {
      expect(result.success).toBe(false);
      for (const issue of result.error?.issues ?? []) {
        expect(contractMessageIds[issue.message], issue.message).toBeDefined();
      }
    }
  });

  it('recognises the ownership total by how it starts, and falls back by issue code', () => {
    const total = 'Ownership adds up to 120.00%; it may not exceed 100%';
    expect(issueMessageId({ message: total, code: 'custom' })).toBe(
      'companies.validation.ownershipTotal',
    );
    expect(issueMessageId({ message: 'Too big: expected <=200', code: 'too_big' })).toBe(
      'companies.validation.tooLong',
    );
    expect(issueMessageId({ message: 'Something else', code: 'custom' })).toBe(
      'companies.validation.invalid',
    );
  });
});
