import type { PayFrequency } from '../../pay-frequency';
import { bracketsOf, type TaxBracket } from '../graduated';

// 2026 Rhode Island Employer's Income Tax Withholding Tables, percentage method, as transcribed
// in the 2026 state withholding reference (the November 2025 posting carries a DRAFT
// watermark). Rhode Island prints its own table for each pay period; its figures are rounded
// separately and are not the annual row divided by the periods, so each is kept as printed.
// Lines run "over … but not over". Rows: [over (cents), base (cents), percent of the excess].

/** One pay period's figures. */
export type RhodeIslandPeriodTable = {
  /** The value of one exemption for the period. */
  readonly exemptionCents: number;
  /** Period wages above this amount take no exemption ($290,800 a year). */
  readonly exemptionPhaseOutAboveCents: number;
  readonly brackets: readonly TaxBracket[];
};

export const RHODE_ISLAND_TABLES_2026: Readonly<Record<PayFrequency, RhodeIslandPeriodTable>> = {
  weekly: {
    exemptionCents: 19_23,
    exemptionPhaseOutAboveCents: 5_592_31,
    brackets: bracketsOf([
      [0, 0, '3.75'],
      [1_578_00, 59_18, '4.75'],
      [3_586_00, 154_56, '5.99'],
    ]),
  },
  biweekly: {
    exemptionCents: 38_46,
    exemptionPhaseOutAboveCents: 11_184_62,
    brackets: bracketsOf([
      [0, 0, '3.75'],
      [3_156_00, 118_35, '4.75'],
      [7_171_00, 309_06, '5.99'],
    ]),
  },
  semimonthly: {
    exemptionCents: 41_67,
    exemptionPhaseOutAboveCents: 12_116_67,
    brackets: bracketsOf([
      [0, 0, '3.75'],
      [3_419_00, 128_21, '4.75'],
      [7_769_00, 334_84, '5.99'],
    ]),
  },
  monthly: {
    exemptionCents: 83_33,
    exemptionPhaseOutAboveCents: 24_233_33,
    brackets: bracketsOf([
      [0, 0, '3.75'],
      [6_838_00, 256_43, '4.75'],
      [15_538_00, 669_68, '5.99'],
    ]),
  },
};
