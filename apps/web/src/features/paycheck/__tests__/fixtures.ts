import type { PaycheckCertificate, PaycheckStateCatalogue } from '@paydesk/contracts';

/** Part of the catalogue GET /api/paycheck/states answers, as the tests need it. */
export const illinoisCertificate: PaycheckCertificate = {
  type: 'object',
  properties: {
    basicAllowances: { type: 'integer', default: 0, minimum: 0, maximum: 99 },
    additionalAllowances: { type: 'integer', default: 0, minimum: 0, maximum: 99 },
    additionalWithholdingCents: { type: 'integer', default: 0, minimum: 0, maximum: 9_999_999_999 },
    exempt: { type: 'boolean', default: false },
  },
  additionalProperties: false,
};

export const states: PaycheckStateCatalogue = [
  {
    code: 'IL',
    name: 'Illinois',
    hasIncomeTax: true,
    certificateName: 'IL-W-4',
    taxYears: [2025, 2026],
    certificate: illinoisCertificate,
    locals: [],
    publication: 'IL-700-T (R-12/25)',
  },
  {
    code: 'TX',
    name: 'Texas',
    hasIncomeTax: false,
    certificateName: null,
    taxYears: [2025, 2026],
    certificate: { type: 'object', properties: {}, additionalProperties: false },
    locals: [],
    publication: null,
  },
];

export const certificateOf = (code: string): PaycheckCertificate | null =>
  states.find((state) => state.code === code)?.certificate ?? null;
