import type { EarningCode, HoursEarningCode } from '@paydesk/contracts';

/** What an hour pays, as a fraction of the rate given: overtime's 1.5× is 3 / 2. */
export type RateFactor = { readonly numerator: number; readonly denominator: number };

export type EarningTreatment = {
  /** Wages are taxed and counted in gross; a reimbursement is paid back untaxed with the net. */
  readonly isWages: boolean;
  /**
   * Supplemental wages (IRS Pub 15): withheld on with the regular wages (aggregate method), or at
   * the flat rate when a run asks for supplemental withholding.
   */
  readonly isSupplemental: boolean;
  /** Hours earnings only: the rate factor. */
  readonly rateFactor?: RateFactor;
};

type TreatmentOf<C extends EarningCode> = C extends HoursEarningCode
  ? EarningTreatment & { readonly rateFactor: RateFactor }
  : EarningTreatment & { readonly rateFactor?: never };

/** One entry per code, an hours earning with its rate factor: a new code fails type-check here. */
export type EarningTreatments = { readonly [C in EarningCode]: TreatmentOf<C> };

const ONE: RateFactor = { numerator: 1, denominator: 1 };
const REGULAR_WAGES = { isWages: true, isSupplemental: false } as const;

/**
 * How the engine pays and taxes each earning of the vocabulary. Time off (vacation, sick,
 * personal) is paid at the regular rate and taxed as regular wages.
 */
export const earningTreatments: EarningTreatments = {
  salary: REGULAR_WAGES,
  hourly: { ...REGULAR_WAGES, rateFactor: ONE },
  overtime: { ...REGULAR_WAGES, rateFactor: { numerator: 3, denominator: 2 } },
  // Hours of a paid holiday, at the regular rate; a premium for working it is entered as overtime.
  holiday: { ...REGULAR_WAGES, rateFactor: ONE },
  vacation: { ...REGULAR_WAGES, rateFactor: ONE },
  sick: { ...REGULAR_WAGES, rateFactor: ONE },
  personal: { ...REGULAR_WAGES, rateFactor: ONE },
  bonus: { isWages: true, isSupplemental: true },
  commission: { isWages: true, isSupplemental: true },
  reimbursement: { isWages: false, isSupplemental: false },
};
