import type { PaycheckStateCatalogue } from '@paydesk/contracts';
import { emptyWizardValues, workStateInfo, type WizardValues } from '../model/wizard-values';

/** Two work states: one with a certificate to fill in, one without any. */
export const states: PaycheckStateCatalogue = [
  {
    code: 'IL',
    name: 'Illinois',
    hasIncomeTax: true,
    certificateName: 'IL-W-4',
    taxYears: [2026],
    certificate: {
      type: 'object',
      properties: {
        basicAllowances: { type: 'integer', minimum: 0, maximum: 99, default: 0 },
        additionalWithholdingCents: { type: 'integer', minimum: 0, default: 0 },
      },
    },
    locals: [],
    publication: 'IL-700-T (R-12/25)',
  },
  {
    code: 'TX',
    name: 'Texas',
    hasIncomeTax: false,
    certificateName: null,
    taxYears: [2026],
    certificate: { type: 'object', properties: {} },
    locals: [],
    publication: null,
  },
];

export const illinois = workStateInfo(states, 'IL');
export const texas = workStateInfo(states, 'TX');

/** A complete draft of an hourly baker in Illinois, every section given by the employer. */
export function completeDraft(overrides: Partial<WizardValues> = {}): WizardValues {
  const empty = emptyWizardValues('en');
  return {
    ...empty,
    firstName: 'Ada',
    lastName: 'Baker',
    email: 'ada.baker@example.test',
    legalIdType: 'ssn',
    legalId: '123-45-6789',
    address: {
      addressLine1: '1 Main St',
      addressLine2: '',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
    },
    jobTitle: 'Baker',
    hireDate: '2026-12-01',
    workState: 'IL',
    // A pay group's id as the API gives ids out.
    payGroup: '019ac1d4-7b2e-7c3a-9f10-0000000000a1',
    paymentType: 'hourly',
    paymentRate: 2250,
    bankAccount: {
      bankName: 'First Bank',
      accountType: 'checking',
      routingNumber: '011000015',
      accountNumber: '12345678',
    },
    federalTax: { ...empty.federalTax, dependents: { text: '2000', locale: 'en' } },
    stateTax: { basicAllowances: '1', additionalWithholdingCents: { text: '', locale: 'en' } },
    ...overrides,
  };
}
