/**
 * Deductions from the employee's pay. The engine says which wages each one lowers
 * (`packages/engine/src/deduction-treatment.ts`).
 */
export const deductionCodes = [
  '401k',
  'roth401k',
  'section125',
  'section125_medical',
  'section125_dental',
  'section125_vision',
  'hsa',
  'health_fsa',
  'dependent_care_fsa',
  'commuter',
  'postTax',
] as const;
export type DeductionCode = (typeof deductionCodes)[number];

/** Court and agency orders, taken after taxes in their priority order. */
export const garnishmentCodes = [
  'child_support',
  'alimony',
  'federal_tax_levy',
  'student_loan',
  'creditor',
] as const;
export type GarnishmentCode = (typeof garnishmentCodes)[number];
