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
export const localTaxCodes = ['localIncomeTax'] as const;

/**
 * The states' own programmes (disability, family leave, unemployment paid by the employee),
 * each its own code; the employer's share carries the same code on the employer side.
 */
export const stateProgrammeCodes = [
  'AK_UI',
  'CA_SDI',
  'CO_FAMLI',
  'MA_PFML',
  'NJ_DI',
  'NJ_FLI',
  'NJ_UI',
  'NJ_WF',
  'NY_PFL',
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

/** The localities whose income tax is computed, by the id a line's jurisdiction carries. */
export const localTaxIds = ['NYC', 'YONKERS'] as const;
export type LocalTaxId = (typeof localTaxIds)[number];
