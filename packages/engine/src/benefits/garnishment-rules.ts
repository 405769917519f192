import type { UsStateCode } from '@paydesk/contracts';
import type { PayFrequency } from '../pay-frequency';

/**
 * The limits on garnishing wages, in whole percents of disposable earnings and a weekly floor
 * of protected earnings (a multiple of an hourly minimum wage).
 */
export type GarnishmentRules = {
  /** Ordinary (creditor) garnishments: at most this share of disposable earnings… */
  readonly ordinaryPercent: number;
  /** …and only what passes `floorHours` × `minimumWageCents` a week. */
  readonly minimumWageCents: number;
  readonly floorHours: number;
  /** Federal administrative wage garnishment of student loans. */
  readonly studentLoanPercent: number;
  /** Support orders: supporting another family or not, and the points added for old arrears. */
  readonly support: {
    readonly otherFamilyPercent: number;
    readonly noOtherFamilyPercent: number;
    readonly arrearsExtraPercent: number;
  };
  readonly source: string;
};

/** Consumer Credit Protection Act, Title III (15 U.S.C. §1673); DOL Fact Sheet #30. */
export const FEDERAL_GARNISHMENT_RULES: GarnishmentRules = {
  ordinaryPercent: 25,
  minimumWageCents: 7_25,
  floorHours: 30,
  studentLoanPercent: 15,
  support: { otherFamilyPercent: 50, noOtherFamilyPercent: 60, arrearsExtraPercent: 5 },
  source: 'CCPA Title III (15 U.S.C. §1673); DOL Fact Sheet #30; 31 CFR 285.11',
};

/**
 * A state that protects more than the federal floor: a smaller share or a higher protected
 * amount. Each field left out keeps the federal figure; the stricter of the two always applies.
 */
export type StateGarnishmentRule = Partial<
  Pick<GarnishmentRules, 'ordinaryPercent' | 'minimumWageCents' | 'floorHours'>
> & { readonly source: string };

/**
 * States with a stricter rule for ordinary garnishments, one row each. None is recorded yet:
 * a state's row goes here with its statute as the source.
 */
export const STATE_GARNISHMENT_RULES: Readonly<Partial<Record<UsStateCode, StateGarnishmentRule>>> =
  {};

/**
 * The weeks in a pay period as a fraction: the weekly floor scaled to the frequency
 * ($217.50 a week; $435.00 every two weeks; $471.25 twice a month; $942.50 a month).
 */
const WEEKS_PER_PERIOD: Readonly<Record<PayFrequency, readonly [number, number]>> = {
  weekly: [1, 1],
  biweekly: [2, 1],
  semimonthly: [13, 6],
  monthly: [13, 3],
};

/** The disposable earnings protected from ordinary garnishments in one pay period. */
export const protectedEarningsCents = (
  minimumWageCents: number,
  floorHours: number,
  frequency: PayFrequency,
): number => {
  const [numerator, denominator] = WEEKS_PER_PERIOD[frequency];
  return Math.round((minimumWageCents * floorHours * numerator) / denominator);
};
