import type { UsStateCode } from '@paydesk/contracts';
import { z } from 'zod';
import { multiplyRates, percent } from '../rate';
import { requiredSutaWageBaseCents } from '../suta/wage-bases';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import type { StateModule, StateProgramme, StateYearData } from './state-module';

// The nine states without a wage income tax (AK, FL, NV, NH, SD, TN, TX, WA, WY). Some still
// take employee contributions to state programmes, which are theirs to compute.

const noCertificate = z.strictObject({});

/** A state with no income tax and nothing withheld from the employee. */
const plainState = (
  code: UsStateCode,
  name: string,
  years: { readonly 2025: StateYearData; readonly 2026: StateYearData },
): StateModule =>
  defineStateModule({
    code,
    name,
    certificateName: null,
    certificateSchema: noCertificate,
    taxYears: { 2025: wholeYear(2025, years[2025]), 2026: wholeYear(2026, years[2026]) },
    incomeTax: null,
  });

const NOTHING: StateYearData = { programmes: [] };

// Alaska DOLWD: employees pay 0.50% unemployment insurance up to the taxable wage base, the
// SUTA base of src/suta/wage-bases.ts ($51,700 in 2025, $54,200 in 2026).
const alaskaUi = (wageBaseCents: number, year: number): StateYearData => ({
  programmes: [
    {
      code: 'AK_UI',
      wageBasis: 'unemployment',
      employeeRate: percent('0.5'),
      wageBaseCents,
      publication: `Alaska DOLWD unemployment insurance contribution rates ${year}`,
    },
  ],
});

// Washington ESD: Paid Family & Medical Leave premium on gross wages up to the social security
// wage base, the employee paying 71.52% of 0.92% in 2025 and 71.43% of 1.13% in 2026
// (paidleave.wa.gov/updates). The employer share (28.48% / 28.57%) is owed only by employers
// with 50 or more employees, which the paycheck does not know: not computed here.
// WA Cares Fund (long-term care): 0.58% of all wages, employee only, no cap; employees with an
// approved ESD exemption pay nothing (wacaresfund.wa.gov/employers).
type WashingtonYear = StateYearData;
const washington = (
  pfmlTotal: string,
  employeeShare: string,
  wageBaseCents: number,
  year: number,
): WashingtonYear => ({
  programmes: [
    {
      code: 'WA_PFML',
      wageBasis: 'unemployment',
      employeeRate: multiplyRates(percent(pfmlTotal), percent(employeeShare)),
      wageBaseCents,
      publication: `Washington ESD Paid Family and Medical Leave premium rates ${year}`,
    },
    {
      code: 'WA_CARES',
      wageBasis: 'unemployment',
      employeeRate: percent('0.58'),
      publication: 'WA Cares Fund employer guide (Washington ESD)',
    },
  ],
});

const washingtonModule = defineStateModule({
  code: 'WA',
  name: 'Washington',
  certificateName: 'WA Cares exemption',
  certificateSchema: z.strictObject({
    /** The employee gave the employer an ESD approval letter exempting them from WA Cares. */
    waCaresExempt: z.boolean({ error: 'must be true or false' }).default(false),
  }),
  taxYears: {
    2025: wholeYear(2025, washington('0.92', '71.52', 176_100_00, 2025)),
    2026: wholeYear(2026, washington('1.13', '71.43', 184_500_00, 2026)),
  },
  incomeTax: null,
  programmes: (certificate, data): readonly StateProgramme[] =>
    certificate.waCaresExempt
      ? data.programmes.filter((programme) => programme.code !== 'WA_CARES')
      : data.programmes,
});

export const noWageTaxStateModules: readonly StateModule[] = [
  plainState('AK', 'Alaska', {
    2025: alaskaUi(requiredSutaWageBaseCents('AK', 2025), 2025),
    2026: alaskaUi(requiredSutaWageBaseCents('AK', 2026), 2026),
  }),
  plainState('FL', 'Florida', { 2025: NOTHING, 2026: NOTHING }),
  plainState('NV', 'Nevada', { 2025: NOTHING, 2026: NOTHING }),
  plainState('NH', 'New Hampshire', { 2025: NOTHING, 2026: NOTHING }),
  plainState('SD', 'South Dakota', { 2025: NOTHING, 2026: NOTHING }),
  plainState('TN', 'Tennessee', { 2025: NOTHING, 2026: NOTHING }),
  plainState('TX', 'Texas', { 2025: NOTHING, 2026: NOTHING }),
  washingtonModule,
  plainState('WY', 'Wyoming', { 2025: NOTHING, 2026: NOTHING }),
];
