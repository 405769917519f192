import { patchCompanyRequestSchema, type Company } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import {
  companyFormValuesOf,
  companyInputOf,
  companyPatchOf,
  legalInputOf,
  legalValuesOf,
} from '../model/company-form';

const physical = {
  id: 'a1',
  addressLine1: '120 Lake Shore Dr',
  addressLine2: null,
  city: 'Chicago',
  state: 'IL' as const,
  zipCode: '60611',
  phoneNumber: '(312) 555-0140',
};

const company: Company = {
  id: 'c1',
  name: 'Lakeside Bakery LLC',
  status: 'active',
  owners: [],
  isRegisteredWithIrs: true,
  federalEin: '12-3456789',
  federalFillingForm: '941',
  businessEntityType: 'llc',
  industryType: 'accommodation_food_services',
  physicalAddress: physical,
  mailingAddress: { ...physical, id: 'a2' },
  legalFilingAddress: null,
  employeeCount: 12,
  version: 7,
  createdAt: '2026-01-05T10:00:00.000Z',
};

const parsedPatch = (values: ReturnType<typeof companyFormValuesOf>) =>
  companyPatchOf(company, patchCompanyRequestSchema.parse(companyInputOf(values)));

describe('company form mapping', () => {
  it('opens a record as form values, seeing a repeated address as "same as physical"', () => {
    const values = companyFormValuesOf(company);
    expect(values.federalFillingForm).toBe('941');
    expect(values.physicalAddress.addressLine2).toBe('');
    expect(values.mailingAddress.sameAsPhysical).toBe(true);
    expect(values.legalFilingAddress).toMatchObject({ sameAsPhysical: false, city: '' });
  });

  it('sends only the version when nothing changed (an EIN typed without the dash too)', () => {
    const values = companyFormValuesOf(company);
    expect(parsedPatch(values)).toEqual({ version: 7 });
    expect(parsedPatch({ ...values, federalEin: '123456789' })).toEqual({ version: 7 });
  });

  it('sends the changed mailing address alone, with the version', () => {
    const values = companyFormValuesOf(company);
    const mailingAddress = {
      ...values.physicalAddress,
      sameAsPhysical: false,
      addressLine1: 'PO Box 42',
      zipCode: '60601',
    };
    expect(parsedPatch({ ...values, mailingAddress })).toEqual({
      version: 7,
      mailingAddress: {
        addressLine1: 'PO Box 42',
        addressLine2: null,
        city: 'Chicago',
        state: 'IL',
        zipCode: '60601',
        phoneNumber: '(312) 555-0140',
      },
    });
  });

  it('fills a missing legal-filing address from the physical one when asked to', () => {
    const values = companyFormValuesOf(company);
    const legalFilingAddress = { ...values.legalFilingAddress, sameAsPhysical: true };
    expect(parsedPatch({ ...values, legalFilingAddress }).legalFilingAddress).toMatchObject({
      addressLine1: '120 Lake Shore Dr',
      city: 'Chicago',
    });
  });

  it('clears empty choices to null and leaves a wholly empty address out', () => {
    const legal = legalValuesOf({ name: 'New Co', federalEin: '' });
    expect(legalInputOf(legal)).toEqual({
      name: 'New Co',
      isRegisteredWithIrs: false,
      federalEin: null,
      federalFillingForm: null,
      businessEntityType: null,
      industryType: null,
    });
    const values = companyFormValuesOf({ ...company, physicalAddress: null, mailingAddress: null });
    expect(companyInputOf(values).physicalAddress).toBeUndefined();
    expect(companyInputOf(values).mailingAddress).toBeUndefined();
  });
});
