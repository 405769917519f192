import { z } from 'zod';
import { EngineInputError } from '../errors';
import { applyRate, percent, type Rate } from '../rate';
import {
  additionalWithholding,
  certificateCount,
  explainAdditional,
  perPeriod,
} from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { findIndianaCounty, INDIANA_COUNTY_NAMES } from './data/indiana-counties';
import { INDIANA_COUNTY_RATES, type IndianaCountyRate } from './data/indiana-county-rates';
import { wholeYear } from './editions';
import { countyRateInForce } from './indiana-county-tax';
import type { StateModule, StateYearData } from './state-module';

type IndianaYear = StateYearData & {
  readonly rate: Rate;
  /** Table A: per WH-4 personal exemption, annual. */
  readonly personalExemptionCents: number;
  /** Table B: per additional dependent and per first-time additional dependent, annual. */
  readonly dependentExemptionCents: number;
  /** Table C: per adopted dependent, annual. */
  readonly adoptedDependentExemptionCents: number;
};

// Departmental Notice #1 (R46 / 01-26), effective 1 January 2026: state rate 2.95%; Tables A/B/C
// divide $1,000 / $1,500 / $3,000 a year by the pay periods. County rates are dated rows of their
// own (data/indiana-county-rates.ts): the notice revises them in October too.
const INDIANA_2026: IndianaYear = {
  rate: percent('2.95'),
  personalExemptionCents: 1_000_00,
  dependentExemptionCents: 1_500_00,
  adoptedDependentExemptionCents: 3_000_00,
  programmes: [],
  publication: 'Departmental Notice #1 (R46 / 01-26), Indiana DOR',
};

const COUNTY_MESSAGE =
  'must be an Indiana county: its name (e.g. "Marion") or its code, "01" to "92"';

// The schema lists the names, what the form offers; a code or a name in another case is turned
// into that name before the check, so the enum stays the one truth of what is accepted.
const county = (description: string) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' ? (findIndianaCounty(value)?.name ?? value) : value),
      z.enum(INDIANA_COUNTY_NAMES, { error: COUNTY_MESSAGE }),
    )
    .optional()
    .describe(description);

type CountyField = 'countyOfResidence' | 'countyOfPrincipalEmployment';

/** Indiana's module over a table of county rates; the engine's own uses the published rows. */
export const indianaWithCountyRates = (countyRates: readonly IndianaCountyRate[]): StateModule =>
  defineStateModule({
    code: 'IN',
    name: 'Indiana',
    certificateName: 'WH-4',
    // No WH-4 on file: no exemptions (Indiana has no IRC §3402(n) "no withholding" allowance).
    certificateSchema: z.strictObject({
      personalExemptions: certificateCount(),
      additionalDependentExemptions: certificateCount(),
      firstTimeDependentExemptions: certificateCount(),
      adoptedDependentExemptions: certificateCount(),
      countyOfResidence: county(
        'County where the employee lived on 1 January (name or code "01"–"92"): it sets the county tax.',
      ),
      countyOfPrincipalEmployment: county(
        'County of principal employment on 1 January (name or code), used only when the employee lived outside Indiana then.',
      ),
      additionalStateWithholdingCents: additionalWithholding(),
      additionalCountyWithholdingCents: additionalWithholding(),
    }),
    taxYears: { 2026: wholeYear(2026, INDIANA_2026) },
    incomeTax: {
      wages: (wages) => wages.federalIncomeTaxWagesCents,
      withhold: ({ certificate, data, taxableWagesCents, periodsPerYear, payDate, explain }) => {
        // The notice's tables print each line's constant rounded to the cent (weekly example:
        // 3 additional dependents → $86.54, not 3 × $28.85), so each line is spread on its own.
        const exemptionCents =
          perPeriod(certificate.personalExemptions * data.personalExemptionCents, periodsPerYear) +
          perPeriod(
            certificate.additionalDependentExemptions * data.dependentExemptionCents,
            periodsPerYear,
          ) +
          perPeriod(
            certificate.firstTimeDependentExemptions * data.dependentExemptionCents,
            periodsPerYear,
          ) +
          perPeriod(
            certificate.adoptedDependentExemptions * data.adoptedDependentExemptionCents,
            periodsPerYear,
          );
        const taxable = Math.max(0, taxableWagesCents - exemptionCents);
        explain.method('flatRate');
        const exemptions =
          certificate.personalExemptions +
          certificate.additionalDependentExemptions +
          certificate.firstTimeDependentExemptions +
          certificate.adoptedDependentExemptions;
        if (exemptions > 0) {
          explain.count('exemptions', exemptions);
          explain.cents('exemptionAmount', exemptionCents);
        }
        explain.cents('periodTaxableWages', taxable);
        explain.rate('rate', data.rate);
        // A resident's county on 1 January rules; a nonresident of the state is taxed by the
        // county of principal employment. Neither county: no county tax.
        const field: CountyField | undefined =
          certificate.countyOfResidence !== undefined
            ? 'countyOfResidence'
            : certificate.countyOfPrincipalEmployment !== undefined
              ? 'countyOfPrincipalEmployment'
              : undefined;
        let countyCents = 0;
        if (field !== undefined) {
          const named = findIndianaCounty(certificate[field] ?? '');
          const row = named && countyRateInForce(countyRates, named.code, payDate);
          if (named === undefined || row === undefined) {
            throw new EngineInputError(
              `state.${field}`,
              `has no county rate in Paydesk's data for ${certificate[field] ?? ''} on ${payDate}`,
            );
          }
          // County tax is a separate levy on the same taxable wages, rounded on its own.
          countyCents = applyRate(taxable, row.rate);
          explain.rate(
            field === 'countyOfResidence' ? 'residentRate' : 'nonresidentRate',
            row.rate,
          );
        }
        explainAdditional(
          explain,
          certificate.additionalStateWithholdingCents +
            certificate.additionalCountyWithholdingCents,
        );
        // Reported as one state income-tax amount: the WH-1 return carries state and county
        // together, and the engine has one income-tax line per state.
        return (
          applyRate(taxable, data.rate) +
          countyCents +
          certificate.additionalStateWithholdingCents +
          certificate.additionalCountyWithholdingCents
        );
      },
    },
  });

export const indiana: StateModule = indianaWithCountyRates(INDIANA_COUNTY_RATES);
