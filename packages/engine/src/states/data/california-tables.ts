import type { PayFrequency } from '../../pay-frequency';
import { bracketsOf, type BracketRow, type TaxBracket } from '../graduated';

// EDD, "California Withholding Schedules for 2026 — Method B (Exact Calculation)" and DE 44
// (Rev. 52, 4-26), as transcribed in /work/shared/reference/state-withholding.md §3 CA. Only the
// tables of the engine's pay frequencies, plus the annual ones for the annualized variant.

/** A pay frequency, or the year as one period (the annualized method's tables). */
export type CaliforniaPeriod = PayFrequency | 'annual';

/** The DE 4 filing status: "married" is Married (one income); two-income couples file Single. */
export type CaliforniaFilingStatus = 'single' | 'married' | 'headOfHousehold';

export type CaliforniaPeriodTables = {
  /**
   * Table 1, low-income exemption, whole dollars in cents: [single, dual-income married or married
   * with 0 or 1 allowance; married with 2 or more allowances or unmarried head of household].
   */
  readonly lowIncomeExemptionCents: readonly [number, number];
  /** Table 2, estimated deduction for 1…10 allowances (line 1b). */
  readonly estimatedDeductionCents: readonly number[];
  /** Table 3, standard deduction, in the same two columns as Table 1. */
  readonly standardDeductionCents: readonly [number, number];
  /** Table 4, exemption allowance credit for 0…10 regular allowances (line 1a). */
  readonly exemptionCreditCents: readonly number[];
  /** Tables 5–28. */
  readonly brackets: Readonly<Record<CaliforniaFilingStatus, readonly TaxBracket[]>>;
};

// Every table of Method B has the same ten rates; the tables differ in where each line starts.
const RATES = ['1.1', '2.2', '4.4', '6.6', '8.8', '10.23', '11.33', '12.43', '13.53', '14.63'];

/** A table from its printed "over" amounts (lines 2…10, dollars) and "plus" amounts (cents). */
const lines = (overDollars: readonly number[], plusCents: readonly number[]): readonly TaxBracket[] => {
  if (overDollars.length !== RATES.length - 1 || plusCents.length !== RATES.length - 1) {
    throw new RangeError('a Method B table has ten lines');
  }
  const rows = RATES.map((rate, index): BracketRow => {
    const over = overDollars[index - 1] ?? 0;
    const plus = plusCents[index - 1] ?? 0;
    return [over * 100, plus, rate];
  });
  return bracketsOf(rows);
};

const dollars = (amounts: readonly number[]): readonly number[] => amounts.map((amount) => amount * 100);

const TAX_TABLES: Readonly<Record<CaliforniaPeriod, CaliforniaPeriodTables['brackets']>> = {
  weekly: {
    // Table 23
    single: lines([213, 505, 797, 1_107, 1_399, 7_144, 8_573, 14_288, 19_231], [2_34, 8_76, 21_61, 42_07, 67_77, 655_48, 817_39, 1_527_76, 2_196_55]),
    // Table 24
    married: lines([426, 1_010, 1_594, 2_214, 2_798, 14_288, 17_146, 19_231, 28_575], [4_69, 17_54, 43_24, 84_16, 135_55, 1_310_98, 1_634_79, 1_893_96, 3_158_20]),
    // Table 25
    headOfHousehold: lines([426, 1_010, 1_302, 1_612, 1_904, 9_716, 11_659, 19_231, 19_431], [4_69, 17_54, 30_39, 50_85, 76_55, 875_72, 1_095_86, 2_037_06, 2_064_12]),
  },
  biweekly: {
    // Table 26
    single: lines([426, 1_010, 1_594, 2_214, 2_798, 14_288, 17_146, 28_576, 38_462], [4_69, 17_54, 43_24, 84_16, 135_55, 1_310_98, 1_634_79, 3_055_54, 4_393_12]),
    // Table 27
    married: lines([852, 2_020, 3_188, 4_428, 5_596, 28_576, 34_292, 38_462, 57_150], [9_37, 35_07, 86_46, 168_30, 271_08, 2_621_93, 3_269_55, 3_787_88, 6_316_37]),
    // Table 28
    headOfHousehold: lines([852, 2_020, 2_604, 3_224, 3_808, 19_432, 23_318, 38_462, 38_862], [9_37, 35_07, 60_77, 101_69, 153_08, 1_751_42, 2_191_70, 4_074_10, 4_128_22]),
  },
  semimonthly: {
    // Table 17
    single: lines([462, 1_094, 1_727, 2_398, 3_030, 15_478, 18_574, 30_956, 41_667], [5_08, 18_98, 46_83, 91_12, 146_74, 1_420_17, 1_770_95, 3_310_03, 4_759_23]),
    // Table 18
    married: lines([924, 2_188, 3_454, 4_796, 6_060, 30_956, 37_148, 41_667, 61_913], [10_16, 37_97, 93_67, 182_24, 293_47, 2_840_33, 3_541_88, 4_103_59, 6_842_87]),
    // Table 19
    headOfHousehold: lines([924, 2_189, 2_822, 3_492, 4_125, 21_050, 25_260, 41_667, 42_101], [10_16, 37_99, 65_84, 110_06, 165_76, 1_897_19, 2_374_18, 4_413_57, 4_472_29]),
  },
  monthly: {
    // Table 20
    single: lines([924, 2_188, 3_454, 4_796, 6_060, 30_956, 37_148, 61_912, 83_334], [10_16, 37_97, 93_67, 182_24, 293_47, 2_840_33, 3_541_88, 6_620_05, 9_518_45]),
    // Table 21
    married: lines([1_848, 4_376, 6_908, 9_592, 12_120, 61_912, 74_296, 83_334, 123_826], [20_33, 75_95, 187_36, 364_50, 586_96, 5_680_68, 7_083_79, 8_207_21, 13_685_78]),
    // Table 22
    headOfHousehold: lines([1_848, 4_378, 5_644, 6_984, 8_250, 42_100, 50_520, 83_334, 84_202], [20_33, 75_99, 131_69, 220_13, 331_54, 3_794_40, 4_748_39, 8_827_17, 8_944_61]),
  },
  annual: {
    // Table 5
    single: lines([11_079, 26_264, 41_452, 57_542, 72_724, 371_479, 445_771, 742_953, 1_000_000], [121_87, 455_94, 1_124_21, 2_186_15, 3_522_17, 34_084_81, 42_502_09, 79_441_81, 114_220_27]),
    // Table 6
    married: lines([22_158, 52_528, 82_904, 115_084, 145_448, 742_958, 891_542, 1_000_000, 1_485_906], [243_74, 911_88, 2_248_42, 4_372_30, 7_044_33, 68_169_60, 85_004_17, 98_485_50, 164_228_58]),
    // Table 7
    headOfHousehold: lines([22_173, 52_530, 67_716, 83_805, 98_990, 505_208, 606_251, 1_000_000, 1_010_417], [243_90, 911_75, 1_579_93, 2_641_80, 3_978_08, 45_534_18, 56_982_35, 105_925_35, 107_334_77]),
  },
};

export const CALIFORNIA_2026: Readonly<Record<CaliforniaPeriod, CaliforniaPeriodTables>> = {
  weekly: {
    lowIncomeExemptionCents: [363_00, 727_00],
    estimatedDeductionCents: dollars([19, 38, 58, 77, 96, 115, 135, 154, 173, 192]),
    standardDeductionCents: [110_00, 219_00],
    exemptionCreditCents: [0, 3_24, 6_47, 9_71, 12_95, 16_18, 19_42, 22_66, 25_89, 29_13, 32_37],
    brackets: TAX_TABLES.weekly,
  },
  biweekly: {
    lowIncomeExemptionCents: [727_00, 1_454_00],
    estimatedDeductionCents: dollars([38, 77, 115, 154, 192, 231, 269, 308, 346, 385]),
    standardDeductionCents: [219_00, 439_00],
    exemptionCreditCents: [0, 6_47, 12_95, 19_42, 25_89, 32_37, 38_84, 45_31, 51_78, 58_26, 64_73],
    brackets: TAX_TABLES.biweekly,
  },
  semimonthly: {
    lowIncomeExemptionCents: [787_00, 1_575_00],
    estimatedDeductionCents: dollars([42, 83, 125, 167, 208, 250, 292, 333, 375, 417]),
    standardDeductionCents: [238_00, 476_00],
    exemptionCreditCents: [0, 7_01, 14_03, 21_04, 28_05, 35_06, 42_08, 49_09, 56_10, 63_11, 70_13],
    brackets: TAX_TABLES.semimonthly,
  },
  monthly: {
    lowIncomeExemptionCents: [1_575_00, 3_149_00],
    estimatedDeductionCents: dollars([83, 167, 250, 333, 417, 500, 583, 667, 750, 833]),
    standardDeductionCents: [476_00, 951_00],
    exemptionCreditCents: [
      0, 14_03, 28_05, 42_08, 56_10, 70_13, 84_15, 98_18, 112_20, 126_23, 140_25,
    ],
    brackets: TAX_TABLES.monthly,
  },
  annual: {
    lowIncomeExemptionCents: [18_896_00, 37_791_00],
    estimatedDeductionCents: dollars([1_000, 2_000, 3_000, 4_000, 5_000, 6_000, 7_000, 8_000, 9_000, 10_000]),
    standardDeductionCents: [5_706_00, 11_412_00],
    exemptionCreditCents: [
      0, 168_30, 336_60, 504_90, 673_20, 841_50, 1_009_80, 1_178_10, 1_346_40, 1_514_70, 1_683_00,
    ],
    brackets: TAX_TABLES.annual,
  },
};
