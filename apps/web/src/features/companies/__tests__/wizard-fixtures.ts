import type { Company } from '@paydesk/contracts';
import { emptyAddress } from '../model/address-values';
import { emptyOwner, type WizardValues } from '../model/wizard-values';

/** The owner's employee id, as the API gives ids out (the contracts take nothing else). */
export const ROSA = '019ac1d4-7b2e-7c3a-9f10-0000000000e1';

/** A company right after sign-up: a name and its 100% owner, nothing else. */
export const signedUpCompany: Company = {
  id: 'c9',
  name: 'Montgomery Tailors LLC',
  status: 'onboarding',
  owners: [
    {
      employeeId: ROSA,
      firstName: 'Rosa',
      lastName: 'Parks',
      email: 'rosa@example.test',
      phoneNumber: '(312) 555-0140',
      ownershipPercentage: 100,
    },
  ],
  isRegisteredWithIrs: false,
  federalEin: null,
  federalFillingForm: null,
  businessEntityType: null,
  industryType: null,
  physicalAddress: null,
  mailingAddress: null,
  legalFilingAddress: null,
  employeeCount: 1,
  version: 1,
  createdAt: '2026-03-01T09:00:00.000Z',
};

/** Every step filled in correctly. */
export function completeValues(): WizardValues {
  return {
    name: 'Montgomery Tailors LLC',
    isRegisteredWithIrs: true,
    federalEin: '12-3456789',
    federalFillingForm: '944',
    businessEntityType: 'llc',
    industryType: 'retail_trade',
    physicalAddress: {
      ...emptyAddress(),
      addressLine1: '10 Dexter Ave',
      city: 'Montgomery',
      state: 'AL',
      zipCode: '36104',
    },
    mailingAddress: { ...emptyAddress(), sameAsPhysical: true },
    legalFilingAddress: { ...emptyAddress(), sameAsPhysical: true },
    mainOwner: {
      employeeId: ROSA,
      firstName: 'Rosa',
      lastName: 'Parks',
      email: 'rosa@example.test',
      phoneNumber: '(312) 555-0140',
      ownershipPercentage: '60',
    },
    owners: [
      {
        ...emptyOwner(),
        firstName: 'Ed',
        lastName: 'Nixon',
        email: 'ed@example.test',
        phoneNumber: '(334) 555-0101',
        ownershipPercentage: '40',
      },
    ],
  };
}
