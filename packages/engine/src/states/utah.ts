import { z } from 'zod';
import { EngineInputError } from '../errors';
import { percent, type Rate } from '../rate';
import { applyRateToDollar } from './per-period';
import { certificateFlag } from './certificate-fields';
import { defineStateModule } from './define-state-module';
import type { StateYearData } from './state-module';

/** One pay period's row of the Publication 14 table: whole dollars, in cents. */
type UtahRow = { readonly allowanceCents: number; readonly thresholdCents: number };
type UtahColumns = { readonly single: UtahRow; readonly married: UtahRow };

type UtahEdition = StateYearData & {
  readonly rate: Rate;
  /** Line 5: the base allowance phases out by this rate of the wages above the threshold. */
  readonly phaseOutRate: Rate;
  /** Pay periods per year (daily: 260) → the table's row. */
  readonly table: Readonly<Record<number, UtahColumns>>;
};

const row = (allowance: number, threshold: number): UtahRow => ({
  allowanceCents: allowance * 100,
  thresholdCents: threshold * 100,
});

// Publication 14 (Rev. 4/25): 4.5%, for pay periods that began before 1 June 2026.
const REV_2025_04: UtahEdition = {
  rate: percent('4.5'),
  phaseOutRate: percent('1.3'),
  table: {
    52: { single: row(9, 175), married: row(17, 350) },
    26: { single: row(17, 350), married: row(35, 701) },
    24: { single: row(19, 379), married: row(38, 759) },
    12: { single: row(38, 759), married: row(75, 1_518) },
    4: { single: row(113, 2_277), married: row(225, 4_553) },
    2: { single: row(225, 4_554), married: row(450, 9_107) },
    1: { single: row(450, 9_107), married: row(900, 18_213) },
    260: { single: row(2, 35), married: row(3, 70) },
  },
  programmes: [],
  publication: 'Publication 14 (Rev. 4/25), Utah State Tax Commission',
};

// Publication 14 (Rev. 4/26), S.B. 60: 4.45% for pay periods beginning on or after 1 June 2026.
const REV_2026_04: UtahEdition = {
  rate: percent('4.45'),
  phaseOutRate: percent('1.3'),
  table: {
    52: { single: row(9, 180), married: row(19, 360) },
    26: { single: row(19, 360), married: row(37, 719) },
    24: { single: row(20, 390), married: row(40, 779) },
    12: { single: row(40, 779), married: row(81, 1_558) },
    4: { single: row(121, 2_337), married: row(243, 4_674) },
    2: { single: row(243, 4_674), married: row(485, 9_348) },
    1: { single: row(485, 9_348), married: row(970, 18_696) },
    260: { single: row(2, 36), married: row(4, 72) },
  },
  programmes: [],
  publication: 'Publication 14 (Rev. 4/26), Utah State Tax Commission',
};

export const utah = defineStateModule({
  code: 'UT',
  name: 'Utah',
  // Utah has no certificate of its own: the federal W-4's filing status drives the table.
  certificateName: 'federal W-4 (Utah)',
  certificateSchema: z.strictObject({
    /** "Utah Only – Exempt" written under W-4 box 4(c) (military spouse, interstate carriers). */
    exempt: certificateFlag(),
  }),
  // Pub 14 picks its revision by the pay period's start date, not the pay date.
  editionDate: 'periodStart',
  taxYears: {
    2026: [
      { effectiveFrom: '2026-01-01', data: REV_2025_04 },
      { effectiveFrom: '2026-06-01', data: REV_2026_04 },
    ],
  },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, federal, taxableWagesCents, periodsPerYear, explain }) => {
      // FLAGGED: a federal W-4 exemption is taken as exempting Utah too (Utah uses that form);
      // the stored sources do not say so in terms.
      if (certificate.exempt || federal.exempt) {
        explain.method('exempt');
        return 0;
      }
      const columns = data.table[periodsPerYear];
      if (columns === undefined) {
        throw new EngineInputError('payFrequency', `has no Utah Publication 14 table`);
      }
      // Only married filing jointly takes the married column; head of household is single.
      const married =
        federal.w4Version === '2020'
          ? federal.filingStatus === 'married_jointly'
          : federal.filingStatus === 'married';
      const { allowanceCents, thresholdCents } = married ? columns.married : columns.single;
      // Lines 2 and 5 are rounded to whole dollars, as the publication's examples print them.
      const line2 = applyRateToDollar(taxableWagesCents, data.rate);
      const line4 = Math.max(0, taxableWagesCents - thresholdCents);
      const line5 = applyRateToDollar(line4, data.phaseOutRate);
      const line6 = Math.max(0, allowanceCents - line5);
      explain.method('flatRate');
      explain.rate('rate', data.rate);
      explain.cents('periodTax', line2);
      explain.cents('allowanceAmount', allowanceCents);
      explain.cents('wagesOverThreshold', line4);
      explain.cents('taxCredit', line6);
      explain.rounding('dollarHalfUp');
      return Math.max(0, line2 - line6);
    },
  },
});
