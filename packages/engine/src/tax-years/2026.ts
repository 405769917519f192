import { percent } from '../rate';
import { federalTable, type TaxYearData } from './tax-year-data';

// Sources: IRS Pub 15-T (2026) Worksheet 1A and annual percentage-method tables; SSA wage base
// announcement of 24 Oct 2025; IRS Tax Topic 759 (FUTA). Amounts in cents: 19_300_00 is $19,300.00.
export const taxYear2026: TaxYearData = {
  year: 2026,
  federal: {
    standard: {
      marriedJointly: federalTable([
        [0, 0, '0'],
        [19_300_00, 0, '10'],
        [44_100_00, 2_480_00, '12'],
        [120_100_00, 11_600_00, '22'],
        [230_700_00, 35_932_00, '24'],
        [422_850_00, 82_048_00, '32'],
        [531_750_00, 116_896_00, '35'],
        [788_000_00, 206_583_50, '37'],
      ]),
      single: federalTable([
        [0, 0, '0'],
        [7_500_00, 0, '10'],
        [19_900_00, 1_240_00, '12'],
        [57_900_00, 5_800_00, '22'],
        [113_200_00, 17_966_00, '24'],
        [209_275_00, 41_024_00, '32'],
        [263_725_00, 58_448_00, '35'],
        [648_100_00, 192_979_25, '37'],
      ]),
      headOfHousehold: federalTable([
        [0, 0, '0'],
        [15_550_00, 0, '10'],
        [33_250_00, 1_770_00, '12'],
        [83_000_00, 7_740_00, '22'],
        [121_250_00, 16_155_00, '24'],
        [217_300_00, 39_207_00, '32'],
        [271_750_00, 56_631_00, '35'],
        [656_150_00, 191_171_00, '37'],
      ]),
    },
    checkbox: {
      marriedJointly: federalTable([
        [0, 0, '0'],
        [16_100_00, 0, '10'],
        [28_500_00, 1_240_00, '12'],
        [66_500_00, 5_800_00, '22'],
        [121_800_00, 17_966_00, '24'],
        [217_875_00, 41_024_00, '32'],
        [272_325_00, 58_448_00, '35'],
        [400_450_00, 103_291_75, '37'],
      ]),
      single: federalTable([
        [0, 0, '0'],
        [8_050_00, 0, '10'],
        [14_250_00, 620_00, '12'],
        [33_250_00, 2_900_00, '22'],
        [60_900_00, 8_983_00, '24'],
        [108_938_00, 20_512_00, '32'],
        [136_163_00, 29_224_00, '35'],
        [328_350_00, 96_489_63, '37'],
      ]),
      headOfHousehold: federalTable([
        [0, 0, '0'],
        [12_075_00, 0, '10'],
        [20_925_00, 885_00, '12'],
        [45_800_00, 3_870_00, '22'],
        [64_925_00, 8_077_50, '24'],
        [112_950_00, 19_603_50, '32'],
        [140_175_00, 28_315_50, '35'],
        [332_375_00, 95_585_50, '37'],
      ]),
    },
    line1gCents: { marriedJointly: 12_900_00, other: 8_600_00 },
    legacyAllowanceCents: 4_300_00,
    publication: 'IRS Publication 15-T (2026)',
  },
  socialSecurity: { rate: percent('6.2'), wageBaseCents: 184_500_00 },
  medicare: {
    rate: percent('1.45'),
    additionalRate: percent('0.9'),
    additionalThresholdCents: 200_000_00,
  },
  // Pub 15 (2026) §7: 22% optional flat rate; 37% mandatory above $1,000,000 in the year.
  supplemental: {
    rate: percent('22'),
    mandatoryRate: percent('37'),
    mandatoryThresholdCents: 1_000_000_00,
  },
  futa: { rate: percent('0.6'), wageBaseCents: 7_000_00 },
  employmentTaxPublication: 'IRS Publication 15 (2026)',
};
