import { z } from 'zod';
import type { Explainer } from '../explain/explainer';
import type { PayFrequency } from '../pay-frequency';
import { percent } from '../rate';
import { additionalWithholding, certificateCount, certificateFlag } from './certificate-fields';
import {
  findMarylandCounty,
  MARYLAND_COUNTIES,
  MARYLAND_COUNTY_KEYS,
  MARYLAND_LOCAL_2026,
  MARYLAND_LOCAL_PUBLICATION,
  MARYLAND_MINIMUM_WAGES_2026,
  MARYLAND_PUBLICATION,
  MARYLAND_STATE_BANDS_2026,
  type MarylandSchedule,
} from './data/maryland-tables';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import {
  bracketsOf,
  bracketTax,
  bracketTaxPerPeriod,
  findBracket,
  type TaxBracket,
} from './graduated';
import {
  marylandLocals,
  marylandLocalTax,
  type MarylandLocalBasis,
  type MarylandLocalYear,
} from './maryland-local-tax';
import type { StateYearData } from './state-module';

type MarylandYear = StateYearData &
  MarylandLocalYear & {
    readonly standardDeductionCents: number;
    readonly exemptionCents: number;
    readonly stateBands: Readonly<Record<MarylandSchedule, readonly TaxBracket[]>>;
    readonly minimumWagesCents: Readonly<Record<PayFrequency, number>>;
  };

// The Guide's percentage method: a flat $3,400 standard deduction and $3,200 per exemption off
// the annual wages. The FAMLI contributions begin in 2027: no programme in 2026.
const MARYLAND_2026: MarylandYear = {
  standardDeductionCents: 3_400_00,
  exemptionCents: 3_200_00,
  stateBands: {
    single: bracketsOf(MARYLAND_STATE_BANDS_2026.single),
    joint: bracketsOf(MARYLAND_STATE_BANDS_2026.joint),
  },
  minimumWagesCents: MARYLAND_MINIMUM_WAGES_2026,
  local: MARYLAND_LOCAL_2026,
  // The lowest local rate, which a nonresident pays in place of a county's tax.
  nonresidentRate: percent('2.25'),
  localPublication: MARYLAND_LOCAL_PUBLICATION,
  programmes: [],
  publication: MARYLAND_PUBLICATION,
};

const COUNTY_MESSAGE =
  'must be a Maryland county or Baltimore City: its key (e.g. "montgomery") or its code, "01" to "24"';

const certificateFields = z.strictObject({
  /**
   * The MW507's three boxes onto the Guide's two schedules: `married` is the middle box (married
   * filing jointly, head of household, surviving spouse) and takes the joint schedule.
   */
  filingStatus: z
    .enum(['single', 'married', 'married_single_rate'], {
      error: 'must be single, married or married_single_rate',
    })
    .default('single'),
  /** Line 1. The Guide: no MW507 furnished, withhold as if one exemption were claimed. */
  exemptions: certificateCount().unwrap().default(1),
  /** Line 2, per pay period. */
  additionalWithholdingCents: additionalWithholding(),
  /**
   * The county of residence, which sets the county tax; a nonresident gives the Maryland county
   * where they work. A code ("16") is turned into its key before the check.
   */
  countyOfResidence: z
    .preprocess(
      (value) => (typeof value === 'string' ? (findMarylandCounty(value)?.key ?? value) : value),
      z.enum(MARYLAND_COUNTY_KEYS, { error: COUNTY_MESSAGE }),
    )
    .optional(),
  /** Lives in another state that has no agreement with Maryland: the nonresident rate. */
  nonresident: certificateFlag(),
  /** Line 3. */
  exempt: certificateFlag(),
  /**
   * Line 4: domiciled in the District of Columbia, Virginia or West Virginia (Maryland's
   * reciprocal agreements with them) and no Maryland abode for 183 days: nothing withheld.
   */
  reciprocalNonresident: certificateFlag(),
  /**
   * Line 5: domiciled in Pennsylvania. The agreement with Pennsylvania covers the state tax only:
   * the county tax is still withheld, at the actual rate of the county of work.
   */
  pennsylvaniaResident: certificateFlag(),
  /** Lines 6–7: lives in a Pennsylvania locality that spares Maryland residents its own tax. */
  pennsylvaniaLocalExempt: certificateFlag(),
  /** Line 8. */
  militarySpouseExempt: certificateFlag(),
});

type MarylandCertificate = z.output<typeof certificateFields>;

const withholdsNothing = (c: MarylandCertificate): boolean =>
  c.exempt || c.militarySpouseExempt || c.reciprocalNonresident;

/**
 * Whether the county tax needs the county and the certificate does not give it. A certificate
 * holding nothing but the defaults is no MW507 at all, and takes the no-MW507 rule (see below);
 * any MW507 on file must name the county, never silently defaulted.
 */
const isCountyMissing = (c: MarylandCertificate): boolean => {
  if (c.countyOfResidence !== undefined) return false;
  if (withholdsNothing(c) || c.pennsylvaniaLocalExempt) return false;
  if (c.pennsylvaniaResident) return true;
  if (c.nonresident) return false;
  return c.filingStatus !== 'single' || c.exemptions !== 1 || c.additionalWithholdingCents !== 0;
};

const scheduleOf = (c: MarylandCertificate): MarylandSchedule =>
  c.filingStatus === 'married' ? 'joint' : 'single';

type MarylandIncome = {
  readonly belowMinimum: boolean;
  readonly annualTaxableCents: number;
  /** Records the steps to the annual taxable income, for the state line and each local one. */
  readonly record: (explain: Explainer) => void;
};

const marylandIncome = (
  c: MarylandCertificate,
  data: MarylandYear,
  wagesCents: number,
  periodsPerYear: number,
  payFrequency: PayFrequency,
): MarylandIncome => {
  const annualWagesCents = wagesCents * periodsPerYear;
  const deductionCents = data.standardDeductionCents + c.exemptions * data.exemptionCents;
  const annualTaxableCents = Math.max(0, annualWagesCents - deductionCents);
  return {
    // The Guide prints the $5,000-a-year floor per period, on the period's wages.
    belowMinimum: wagesCents < data.minimumWagesCents[payFrequency],
    annualTaxableCents,
    record: (explain) => {
      explain.cents('taxableWages', wagesCents);
      explain.count('periodsPerYear', periodsPerYear);
      explain.cents('annualWages', annualWagesCents);
      explain.cents('standardDeduction', data.standardDeductionCents);
      explain.count('exemptions', c.exemptions);
      explain.cents('exemptionAmount', data.exemptionCents);
      explain.cents('annualTaxableWages', annualTaxableCents);
    },
  };
};

const localBasis = (c: MarylandCertificate): MarylandLocalBasis => {
  const county =
    c.countyOfResidence === undefined ? undefined : findMarylandCounty(c.countyOfResidence);
  if (county !== undefined && c.pennsylvaniaResident) {
    return { kind: 'county', county, rate: 'actual' };
  }
  if (county !== undefined && !c.nonresident) return { kind: 'county', county, rate: 'table' };
  // A nonresident; or no MW507 on file (FLAGGED): the Guide names no county for an employee who
  // gave none, and the nonresident rate is the one local rate it prescribes without a county. It
  // is the lowest rate any county levies, and its own line ("Maryland nonresident") shows it.
  return { kind: 'nonresident' };
};

export const maryland = defineStateModule({
  code: 'MD',
  name: 'Maryland',
  certificateName: 'MW507',
  // No MW507 on file ({}): single, one exemption (the Guide's rule), county tax at the nonresident
  // rate until the employee names a county.
  certificateSchema: certificateFields.superRefine((certificate, context) => {
    if (isCountyMissing(certificate)) {
      context.addIssue({
        code: 'custom',
        path: ['countyOfResidence'],
        message:
          'is required on an MW507: the county of residence, or for a nonresident the Maryland county of work',
      });
    }
  }),
  taxYears: { 2026: wholeYear(2026, MARYLAND_2026) },
  locals: marylandLocals(MARYLAND_COUNTIES),
  incomeTax: {
    // Bonus and commission are taxable wages withheld on with the period's regular wages (Guide
    // p. 5). The Guide's flat rate for a lump-sum annual bonus is not applied (FLAGGED).
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({
      certificate: c,
      data,
      taxableWagesCents,
      periodsPerYear,
      payFrequency,
      explain,
    }) => {
      if (withholdsNothing(c)) {
        explain.method('exempt');
        return 0;
      }
      const additional = (): number => {
        const cents = c.additionalWithholdingCents;
        if (cents > 0) explain.cents('additionalWithholding', cents);
        return cents;
      };
      if (c.pennsylvaniaResident) {
        explain.method('exempt');
        return additional();
      }
      const income = marylandIncome(c, data, taxableWagesCents, periodsPerYear, payFrequency);
      income.record(explain);
      if (income.belowMinimum || income.annualTaxableCents === 0) return additional();
      const bands = data.stateBands[scheduleOf(c)];
      const taxable = income.annualTaxableCents;
      explain.bracket(findBracket(bands, taxable, 'over'), true);
      explain.cents('annualTax', bracketTax(bands, taxable, 'over'));
      return bracketTaxPerPeriod(bands, taxable, 'over', periodsPerYear) + additional();
    },
    localTaxes: ({ certificate: c, data, taxableWagesCents, periodsPerYear, payFrequency }) => {
      if (withholdsNothing(c) || c.pennsylvaniaLocalExempt) return [];
      const income = marylandIncome(c, data, taxableWagesCents, periodsPerYear, payFrequency);
      if (income.belowMinimum || income.annualTaxableCents === 0) return [];
      const line = marylandLocalTax(
        data,
        localBasis(c),
        scheduleOf(c),
        income.annualTaxableCents,
        periodsPerYear,
        income.record,
      );
      return line.taxCents > 0 ? [line] : [];
    },
  },
});
