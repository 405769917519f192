import { describe, expect, it } from 'vitest';
import {
  contractorFormValuesOf,
  createRequestOf,
  updateRequestOf,
  validateContractorForm,
} from '../model/contractor-form';
import { ana, studio } from './fixtures';

describe('the contractor form', () => {
  it('starts from the record without its TIN, which only ever comes back masked', () => {
    const values = contractorFormValuesOf(ana);
    expect(values.tin).toBe('');
    expect(values.tinType).toBe('ssn');
    expect(values.address.addressLine2).toBe('');
    // A missing TIN is Paydesk's reason, not an IRS notice the owner ticks.
    expect(contractorFormValuesOf(studio).backupWithholding).toBe(false);
    expect(contractorFormValuesOf(studio).tinType).toBe('ein');
  });

  it('ticks the IRS-notice box only for a notice', () => {
    const noticed = {
      ...ana,
      backupWithholding: true,
      backupWithholdingReason: 'irs_notice' as const,
    };
    expect(contractorFormValuesOf(noticed).backupWithholding).toBe(true);
  });

  it('drops a business’s person names and a blank trade name', () => {
    const values = {
      ...contractorFormValuesOf(ana),
      type: 'business' as const,
      businessName: 'Ana Co',
    };
    expect(createRequestOf(values)).toMatchObject({
      type: 'business',
      firstName: null,
      lastName: null,
      businessName: 'Ana Co',
    });
  });

  it('changes the email only when it differs from the one on file', () => {
    const values = contractorFormValuesOf(ana);
    expect(updateRequestOf(values, ana)).not.toHaveProperty('email');
    expect(updateRequestOf({ ...values, email: 'Ana.New@example.test' }, ana)).toMatchObject({
      email: 'Ana.New@example.test',
      version: 2,
    });
  });

  it('checks an SSN by the SSA’s rules before sending it', () => {
    const values = { ...contractorFormValuesOf(ana), tin: '666-12-3456' };
    const result = validateContractorForm(undefined)(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['tin', 'This is not a valid SSN'],
    ]);
  });
});
