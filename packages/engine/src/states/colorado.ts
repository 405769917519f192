import type { PaycheckFederalW4 } from '@paydesk/contracts';
import { z } from 'zod';
import { percent, type Rate } from '../rate';
import { additionalWithholding, certificateCents, explainAdditional } from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { annualRateByPeriod } from './per-period';
import { wholeYear } from './editions';
import type { StateYearData } from './state-module';

type ColoradoYear = StateYearData & {
  readonly rate: Rate;
  /** Annual allowance without a DR 0004, by federal W-4 filing status. */
  readonly singleAllowanceCents: number;
  readonly marriedJointlyAllowanceCents: number;
};

// DR 1098 (2026) worksheet: annualize, subtract the DR 0004 line 2 allowance (or, without a
// DR 0004, $5,500 single/HOH/MFS or $11,000 married filing jointly from the federal W-4), 4.40%,
// divide by the periods. CO FAMLI: 0.88% split 0.44% employee / 0.44% employer (CDLE FY 2025-26
// plan; the employer half is owed by employers of 10 or more, which the request cannot tell, so
// it is always charged). FLAGGED: the FAMLI wage cap is taken as the 2026 social security wage
// base ($184,500), which the stored sources do not confirm for Colorado.
const COLORADO_2026: ColoradoYear = {
  rate: percent('4.40'),
  singleAllowanceCents: 5_500_00,
  marriedJointlyAllowanceCents: 11_000_00,
  programmes: [
    {
      code: 'CO_FAMLI',
      wageBasis: 'socialSecurity',
      employeeRate: percent('0.44'),
      employerRate: percent('0.44'),
      wageBaseCents: 184_500_00,
      publication: 'CDLE FAMLI premium rate, FY 2025-26 plan',
    },
  ],
  publication: 'DR 1098 (2026), Colorado Department of Revenue',
};

const marriedJointly = (federal: PaycheckFederalW4): boolean =>
  federal.w4Version === '2020'
    ? federal.filingStatus === 'married_jointly'
    : federal.filingStatus === 'married';

export const colorado = defineStateModule({
  code: 'CO',
  name: 'Colorado',
  certificateName: 'DR 0004',
  // No DR 0004 on file is `{}`: the allowance then follows the federal W-4.
  certificateSchema: z.strictObject({
    /** DR 0004 line 2, annual. Present means a DR 0004 is on file; it replaces the default. */
    annualAllowanceCents: certificateCents().optional(),
    /** DR 0004 line 3, per period. */
    additionalWithholdingCents: additionalWithholding(),
  }),
  taxYears: { 2026: wholeYear(2026, COLORADO_2026) },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, federal, taxableWagesCents, periodsPerYear, explain }) => {
      const dr0004 = certificate.annualAllowanceCents;
      // A federal exemption claim carries over to Colorado only while no DR 0004 is on file.
      if (dr0004 === undefined && federal.exempt) {
        explain.method('exempt');
        return 0;
      }
      const allowance =
        dr0004 ??
        (marriedJointly(federal) ? data.marriedJointlyAllowanceCents : data.singleAllowanceCents);
      const annualWages = taxableWagesCents * periodsPerYear;
      const annualTaxable = Math.max(0, annualWages - allowance);
      explain.cents('annualWages', annualWages);
      explain.cents('allowanceAmount', allowance);
      explain.cents('annualTaxableWages', annualTaxable);
      explain.rate('rate', data.rate);
      explainAdditional(explain, certificate.additionalWithholdingCents);
      return (
        annualRateByPeriod(annualTaxable, data.rate, periodsPerYear) +
        certificate.additionalWithholdingCents
      );
    },
  },
});
