import { describe, expect, it } from 'vitest';
import { issuesResolver, issuesToFieldErrors } from '@web/shared/forms/contract-resolver';
import { validationMessageId } from '@web/shared/forms/validation-message';
import { companyMessages } from '../model/validation-messages';

const values = {
  name: '',
  physicalAddress: { city: '' },
  owners: [{ email: 'x' }],
};

describe('zod issues as form errors', () => {
  it('nests errors under the field path with catalogue ids as messages', () => {
    const errors = issuesToFieldErrors(
      [
        { path: ['name'], message: 'Enter the company name', code: 'too_small' },
        { path: ['physicalAddress', 'city'], message: 'Enter the city', code: 'too_small' },
        {
          path: ['owners', 0, 'email'],
          message: 'Enter a valid email address',
          code: 'invalid_format',
        },
      ],
      values,
      companyMessages,
    );
    expect(errors.name).toEqual({
      type: 'too_small',
      message: 'companies.validation.nameRequired',
    });
    expect(errors.physicalAddress?.city?.message).toBe('companies.validation.city');
    expect(errors.owners?.[0]?.email?.message).toBe('companies.validation.email');
  });

  it('puts an issue about a whole list on its root, and keeps the first issue of a field', () => {
    const errors = issuesToFieldErrors(
      [
        { path: ['owners'], message: 'Ownership adds up to 150.00%', code: 'custom' },
        { path: ['name'], message: 'Enter the company name', code: 'too_small' },
        { path: ['name'], message: 'Use at most 100 characters', code: 'too_big' },
      ],
      values,
      companyMessages,
    );
    expect(errors.owners?.root?.message).toBe('companies.validation.ownershipTotal');
    expect(errors.name?.message).toBe('companies.validation.nameRequired');
  });

  it('answers the values themselves when nothing is wrong', async () => {
    const resolver = issuesResolver((_values: typeof values) => [], companyMessages);
    const result = await resolver(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result).toEqual({ values, errors: {} });
  });

  it('hands our catalogue ids through the shared form fields unchanged', () => {
    expect(validationMessageId({ message: 'companies.validation.city' })).toBe(
      'companies.validation.city',
    );
  });
});
