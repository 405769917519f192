import type { DeductionCode } from '@paydesk/contracts';

/**
 * The budgets deductions share, each taken in request order: `section125` out of the wages,
 * `401k` out of what section 125 leaves, `postTax` out of what the taxes leave.
 */
export type DeductionGroup = 'section125' | '401k' | 'postTax';

/** The wages a deduction comes out of before they are taxed. */
export type LoweredWages = {
  readonly incomeTax: boolean;
  readonly fica: boolean;
  /** FUTA and SUTA wages. */
  readonly unemployment: boolean;
};

/**
 * What each group lowers: cafeteria-plan (§125) and §132(f) benefits are out of income-tax, FICA
 * and unemployment wages; 401(k) deferrals only out of income-tax wages (FICA and FUTA are owed
 * on them); after-tax deductions lower nothing.
 */
export const loweredWagesOf: Readonly<Record<DeductionGroup, LoweredWages>> = {
  section125: { incomeTax: true, fica: true, unemployment: true },
  '401k': { incomeTax: true, fica: false, unemployment: false },
  postTax: { incomeTax: false, fica: false, unemployment: false },
};

export type DeductionTreatment = { readonly group: DeductionGroup };

/**
 * The group of every deduction of the vocabulary: a new code fails type-check here. The §125
 * insurance premiums, the HSA, the health and dependent-care FSAs are cafeteria-plan benefits
 * and the commuter benefit is §132(f): all are pre-tax like section 125. Every state takes the
 * federal treatment, except where a state module defines its own wages from the totals.
 */
export const deductionTreatments: Readonly<Record<DeductionCode, DeductionTreatment>> = {
  '401k': { group: '401k' },
  roth401k: { group: 'postTax' },
  section125: { group: 'section125' },
  section125_medical: { group: 'section125' },
  section125_dental: { group: 'section125' },
  section125_vision: { group: 'section125' },
  hsa: { group: 'section125' },
  health_fsa: { group: 'section125' },
  dependent_care_fsa: { group: 'section125' },
  commuter: { group: 'section125' },
  postTax: { group: 'postTax' },
};

export const deductionGroupOf = (code: DeductionCode): DeductionGroup =>
  deductionTreatments[code].group;

/** Pre-tax: the deduction lowers some taxed wages. */
export const isPreTax = (code: DeductionCode): boolean => {
  const lowered = loweredWagesOf[deductionGroupOf(code)];
  return lowered.incomeTax || lowered.fica || lowered.unemployment;
};
