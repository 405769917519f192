import { percent } from '../rate';
import { federalTable, type TaxYearData } from './tax-year-data';

// Sources: IRS Pub 15-T (2025, published December 2024: built on the pre-OBBBA standard
// deductions 15,000 / 30,000 / 22,500); SSA 2025 wage base; IRS Tax Topic 759 (FUTA).
export const taxYear2025: TaxYearData = {
  year: 2025,
  federal: {
    standard: {
      marriedJointly: federalTable([
        [0, 0, '0'],
        [17_100_00, 0, '10'],
        [40_950_00, 2_385_00, '12'],
        [114_050_00, 11_157_00, '22'],
        [223_800_00, 35_302_00, '24'],
        [411_700_00, 80_398_00, '32'],
        [518_150_00, 114_462_00, '35'],
        [768_700_00, 202_154_50, '37'],
      ]),
      single: federalTable([
        [0, 0, '0'],
        [6_400_00, 0, '10'],
        [18_325_00, 1_192_50, '12'],
        [54_875_00, 5_578_50, '22'],
        [109_750_00, 17_651_00, '24'],
        [203_700_00, 40_199_00, '32'],
        [256_925_00, 57_231_00, '35'],
        [632_750_00, 188_769_75, '37'],
      ]),
      headOfHousehold: federalTable([
        [0, 0, '0'],
        [13_900_00, 0, '10'],
        [30_900_00, 1_700_00, '12'],
        [78_750_00, 7_442_00, '22'],
        [117_250_00, 15_912_00, '24'],
        [211_200_00, 38_460_00, '32'],
        [264_400_00, 55_484_00, '35'],
        [640_250_00, 187_031_50, '37'],
      ]),
    },
    checkbox: {
      marriedJointly: federalTable([
        [0, 0, '0'],
        [15_000_00, 0, '10'],
        [26_925_00, 1_192_50, '12'],
        [63_475_00, 5_578_50, '22'],
        [118_350_00, 17_651_00, '24'],
        [212_300_00, 40_199_00, '32'],
        [265_525_00, 57_231_00, '35'],
        [390_800_00, 101_077_25, '37'],
      ]),
      single: federalTable([
        [0, 0, '0'],
        [7_500_00, 0, '10'],
        [13_463_00, 596_25, '12'],
        [31_738_00, 2_789_25, '22'],
        [59_175_00, 8_825_50, '24'],
        [106_150_00, 20_099_50, '32'],
        [132_763_00, 28_615_50, '35'],
        [320_675_00, 94_384_88, '37'],
      ]),
      headOfHousehold: federalTable([
        [0, 0, '0'],
        [11_250_00, 0, '10'],
        [19_750_00, 850_00, '12'],
        [43_675_00, 3_721_00, '22'],
        [62_925_00, 7_956_00, '24'],
        [109_900_00, 19_230_00, '32'],
        [136_500_00, 27_742_00, '35'],
        [324_425_00, 93_515_75, '37'],
      ]),
    },
    line1gCents: { marriedJointly: 12_900_00, other: 8_600_00 },
    legacyAllowanceCents: 4_300_00,
    publication: 'IRS Publication 15-T (2025)',
  },
  socialSecurity: { rate: percent('6.2'), wageBaseCents: 176_100_00 },
  medicare: {
    rate: percent('1.45'),
    additionalRate: percent('0.9'),
    additionalThresholdCents: 200_000_00,
  },
  // Pub 15 (2025) §7: 22% optional flat rate; 37% mandatory above $1,000,000 in the year.
  supplemental: {
    rate: percent('22'),
    mandatoryRate: percent('37'),
    mandatoryThresholdCents: 1_000_000_00,
  },
  futa: { rate: percent('0.6'), wageBaseCents: 7_000_00 },
  employmentTaxPublication: 'IRS Publication 15 (2025)',
};
