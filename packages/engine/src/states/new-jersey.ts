import { z } from 'zod';
import { percent } from '../rate';
import { requiredSutaWageBaseCents } from '../suta/wage-bases';
import {
  additionalWithholding,
  certificateCount,
  certificateFlag,
  explainAdditional,
} from './certificate-fields';
import {
  NEW_JERSEY_ALLOWANCE_CENTS,
  NEW_JERSEY_RATE_TABLES,
  type NewJerseyRateTable,
} from './data/new-jersey-tables';
import { wagesWithHsaTaxed } from './hsa-taxed-wages';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import { bracketTax } from './graduated';
import type { StateProgramme, StateYearData } from './state-module';

type NewJerseyYear = StateYearData & { readonly tables: typeof NEW_JERSEY_RATE_TABLES };

/** NJ-W4 line 2. */
export type NewJerseyFilingStatus =
  'single' | 'married_jointly' | 'married_separately' | 'head_of_household' | 'qualifying_widower';

/**
 * The rate table: line 3's letter when the employee used the wage chart, otherwise line 2's
 * status (NJ-WT p. 24): single and married filing separately → A; married filing jointly, head
 * of household and qualifying widow(er) → B.
 */
export const newJerseyRateTable = (
  filingStatus: NewJerseyFilingStatus,
  rateTable: NewJerseyRateTable | undefined,
): NewJerseyRateTable =>
  rateTable ?? (filingStatus === 'single' || filingStatus === 'married_separately' ? 'A' : 'B');

const CONTRIBUTIONS_NOTICE = 'NJ DOL 2026 wage and worker contribution reporting notice';

// Worker contributions 2026 (NJ DOL "2026 wage and worker contribution reporting notice", per the
// reference's ZP source; the UI rate and base confirmed by tktenterprises1.com): unemployment
// 0.3825% and workforce development 0.0425% up to the UI wage base ($44,800); disability 0.19% and
// family leave 0.23% up to $171,100 (maximum $325.09 and $393.53). Confidence: medium. The
// employer's own UI and disability rates are experience-rated (the SUTA rate of the request);
// family leave has no employer share.
const newJerseyProgrammes = (
  unemploymentWageBaseCents: number,
  insuranceWageBaseCents: number,
): readonly StateProgramme[] => [
  {
    code: 'NJ_UI',
    wageBasis: 'unemployment',
    employeeRate: percent('0.3825'),
    wageBaseCents: unemploymentWageBaseCents,
    publication: CONTRIBUTIONS_NOTICE,
  },
  {
    code: 'NJ_WF',
    wageBasis: 'unemployment',
    employeeRate: percent('0.0425'),
    wageBaseCents: unemploymentWageBaseCents,
    publication: CONTRIBUTIONS_NOTICE,
  },
  {
    code: 'NJ_DI',
    wageBasis: 'unemployment',
    employeeRate: percent('0.19'),
    wageBaseCents: insuranceWageBaseCents,
    publication: CONTRIBUTIONS_NOTICE,
  },
  {
    code: 'NJ_FLI',
    wageBasis: 'unemployment',
    employeeRate: percent('0.23'),
    wageBaseCents: insuranceWageBaseCents,
    publication: CONTRIBUTIONS_NOTICE,
  },
];

const NEW_JERSEY_2026: NewJerseyYear = {
  tables: NEW_JERSEY_RATE_TABLES,
  programmes: newJerseyProgrammes(requiredSutaWageBaseCents('NJ', 2026), 171_100_00),
  publication: 'NJ-WT (September 2025), New Jersey Division of Taxation',
};

export const newJersey = defineStateModule({
  code: 'NJ',
  name: 'New Jersey',
  certificateName: 'NJ-W4',
  // No NJ-W4 on file: NJ-WT says nothing; single (Rate A) with no allowances is assumed, as the
  // reference's source does. Flagged in docs/state-coverage.md.
  certificateSchema: z.strictObject({
    filingStatus: z
      .enum(
        [
          'single',
          'married_jointly',
          'married_separately',
          'head_of_household',
          'qualifying_widower',
        ],
        {
          error:
            'must be single, married_jointly, married_separately, head_of_household or qualifying_widower',
        },
      )
      .default('single'),
    /** Line 3: the wage chart's rate table, when the employee used it. */
    rateTable: z
      .enum(['A', 'B', 'C', 'D', 'E'], { error: 'must be one of the rate tables A, B, C, D, E' })
      .optional(),
    /** Line 4. */
    allowances: certificateCount(),
    /** Line 5, per pay period. */
    additionalWithholdingCents: additionalWithholding(),
    /** Line 6. */
    exempt: certificateFlag(),
  }),
  taxYears: { 2026: wholeYear(2026, NEW_JERSEY_2026) },
  incomeTax: {
    // The federal definition, as for the engine's other states (NJ's treatment of section 125
    // plans other than health premiums differs; not modelled). HSA contributions, the
    // employer's included, stay wages in New Jersey.
    wages: wagesWithHsaTaxed,
    withhold: ({ certificate, data, taxableWagesCents, payFrequency, explain }) => {
      if (certificate.exempt) return 0;
      const table = newJerseyRateTable(certificate.filingStatus, certificate.rateTable);
      const perAllowance = NEW_JERSEY_ALLOWANCE_CENTS[payFrequency];
      const taxable = taxableWagesCents - certificate.allowances * perAllowance;
      explain.method('periodPercentage');
      if (certificate.allowances > 0) {
        explain.count('allowances', certificate.allowances);
        explain.cents('allowanceAmount', perAllowance);
      }
      explain.cents('periodTaxableWages', Math.max(0, taxable));
      explainAdditional(explain, certificate.additionalWithholdingCents);
      return (
        bracketTax(data.tables[table][payFrequency], taxable, 'over', explain) +
        certificate.additionalWithholdingCents
      );
    },
  },
});
