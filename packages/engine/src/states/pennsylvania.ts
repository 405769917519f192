import { z } from 'zod';
import { applyRate, percent, type Rate } from '../rate';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import { PHILADELPHIA_OPTIONS, pennsylvaniaLocalTaxes } from './pennsylvania-local-taxes';
import type { StateWages, StateYearData } from './state-module';

type PennsylvaniaYear = StateYearData & { readonly rate: Rate };

// PA DOR REV-415: a flat 3.07% on all compensation (unchanged since 2004), no allowances and no
// standard deduction; supplemental pay is added to the regular pay. PA DLI: employees contribute
// 0.07% of all gross wages to unemployment compensation, without a wage cap.
const PENNSYLVANIA_YEAR: PennsylvaniaYear = {
  rate: percent('3.07'),
  programmes: [
    {
      code: 'PA_UC',
      wageBasis: 'unemployment',
      employeeRate: percent('0.07'),
    },
  ],
  publication: 'REV-415, Employer Withholding Information Guide (PA Department of Revenue)',
};

// Pennsylvania does not let employees defer 401(k) contributions from its income tax: only
// section 125 (cafeteria plan) amounts leave PA compensation. The local earned income and wage
// taxes are withheld on the same compensation.
const compensationOf = (wages: StateWages): number => wages.grossCents - wages.section125Cents;

const PSD_MESSAGE = 'must be a 6-digit PSD code such as "460602"';

// Optional: an empty text is no code. Surrounding spaces are a typing slip, not a new code.
const psdCode = (description: string) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim() || undefined : value),
      z
        .string({ error: PSD_MESSAGE })
        .regex(/^\d{6}$/, PSD_MESSAGE)
        .optional(),
    )
    .describe(description);

export const pennsylvania = defineStateModule({
  code: 'PA',
  name: 'Pennsylvania',
  certificateName: 'REV-419',
  certificateSchema: z.strictObject({
    /**
     * REV-419 on file: the employee lives in a reciprocal state (IN, MD, NJ, OH, VA, WV), so no
     * PA income tax is withheld (the unemployment contribution and the local taxes still are).
     */
    reciprocalNonresident: z.boolean({ error: 'must be true or false' }).default(false),
    /**
     * Whether the employee lives in Philadelphia or works there while living elsewhere. None
     * unless the employer records it: the wage tax reaches only those two.
     */
    philadelphia: z
      .enum(PHILADELPHIA_OPTIONS, {
        error: 'must be none, resident or nonresident_working_in',
      })
      .default('none'),
    /**
     * PSD codes of the residence and the work place (Residency Certification Form): the
     * employer's rates for them reach the engine as `employerLocalTaxes`, so the engine only
     * checks their form here.
     */
    residencePsd: psdCode('PSD code of the residence (6 digits); empty when not recorded.'),
    workPsd: psdCode('PSD code of the work place (6 digits); empty when not recorded.'),
    /** The employee filed the LST low-income exemption certificate. */
    lstExempt: z.boolean({ error: 'must be true or false' }).default(false),
  }),
  // Philadelphia from its own rates; Act 32 EIT and LST at the employer's rates, by PSD code.
  locals: [
    { localId: 'PA-PHILADELPHIA', name: 'Philadelphia', source: 'table' },
    { localId: 'PA-PSD', name: 'Act 32 earned income tax', source: 'employer' },
    { localId: 'PA-PSD', name: 'Local services tax', source: 'employer' },
  ],
  taxYears: {
    2025: wholeYear(2025, PENNSYLVANIA_YEAR),
    2026: wholeYear(2026, PENNSYLVANIA_YEAR),
  },
  incomeTax: {
    wages: (wages, certificate) => (certificate.reciprocalNonresident ? 0 : compensationOf(wages)),
    withhold: ({ taxableWagesCents, data, certificate, explain }) => {
      if (certificate.reciprocalNonresident) {
        explain.method('exempt');
        return 0;
      }
      explain.method('flatRate');
      explain.rate('rate', data.rate);
      return applyRate(taxableWagesCents, data.rate);
    },
    localTaxes: ({ certificate, wages, payDate, periodsPerYear, employerLocalTaxes }) =>
      pennsylvaniaLocalTaxes({
        philadelphia: certificate.philadelphia,
        compensationCents: compensationOf(wages),
        payDate,
        periodsPerYear,
        employerLocalTaxes,
        lstExempt: certificate.lstExempt,
      }),
  },
});
