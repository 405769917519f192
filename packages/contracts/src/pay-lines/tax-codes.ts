/** Taxes withheld from the employee's pay or paid by the employer, one code each. */
export const federalTaxCodes = [
  'federalIncomeTax',
  'socialSecurity',
  'medicare',
  'additionalMedicare',
  'futa',
] as const;

/** A state's taxes: the line's jurisdiction names the state. */
export const stateTaxCodes = ['stateIncomeTax', 'suta'] as const;

/** A local income tax: the line's jurisdiction names the state and the locality. */
export const localTaxCodes = ['localIncomeTax', 'localServicesTax'] as const;

/**
 * The states' own programmes (disability, family leave, unemployment paid by the employee),
 * each its own code; the employer's share carries the same code on the employer side.
 */
export const stateProgrammeCodes = [
  'AK_UI',
  'CA_SDI',
  'CO_FAMLI',
  'CT_PL',
  'MA_PFML',
  'NJ_DI',
  'NJ_FLI',
  'NJ_UI',
  'NJ_WF',
  'NY_PFL',
  'OR_LTD',
  'OR_STT',
  'OR_TRIMET',
  'PA_UC',
  'WA_CARES',
  'WA_PFML',
] as const;

export const taxCodes = [
  ...federalTaxCodes,
  ...stateTaxCodes,
  ...localTaxCodes,
  ...stateProgrammeCodes,
] as const;

export type TaxCode = (typeof taxCodes)[number];
export type StateProgrammeCode = (typeof stateProgrammeCodes)[number];

/**
 * The localities the catalogues name in every language, by the id a line's jurisdiction
 * carries. Any other locality (a Maryland county, an Ohio school district, a Michigan city, a
 * Pennsylvania PSD code) is named by the line's `localName`, a proper name that no language
 * translates.
 */
export const namedLocalTaxIds = ['NYC', 'YONKERS'] as const;
export type NamedLocalTaxId = (typeof namedLocalTaxIds)[number];

/**
 * A locality's id: upper-case letters, digits and hyphens, its state first where it is not a
 * named one (`MD-16`, `OH-SD-0203`, `MI-DETROIT`, `PA-PSD-460602`).
 */
export const LOCAL_TAX_ID_PATTERN = /^[A-Z][A-Z0-9-]{1,31}$/;
export type LocalTaxId = string;
