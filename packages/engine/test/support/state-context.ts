import type { PaycheckFederalW4 } from '@paydesk/contracts';
import type { PayFrequency } from '../../src/pay-frequency';
import { periodsPerYear } from '../../src/pay-frequency';
import type { StateContext } from '../../src/states/state-module';

type ContextOptions = {
  readonly grossCents: number;
  readonly payFrequency?: PayFrequency;
  readonly supplementalCents?: number;
  readonly retirement401kCents?: number;
  readonly section125Cents?: number;
  /** Employee HSA contributions, counted inside section125Cents. */
  readonly hsaCents?: number;
  readonly employerHsaCents?: number;
  readonly ytdCents?: number;
  readonly federal?: PaycheckFederalW4;
  /** This period's federal income tax withheld; none unless given. */
  readonly federalIncomeTaxCents?: number;
  readonly taxYear?: number;
  readonly payDate?: string;
  readonly period?: { startDate: string; endDate: string };
  readonly employerLocalTaxes?: StateContext['employerLocalTaxes'];
};

/** The paycheck as a state module sees it, built from a few wage figures. */
export const stateContext = (options: ContextOptions): StateContext => {
  const payFrequency = options.payFrequency ?? 'biweekly';
  const section125 = options.section125Cents ?? 0;
  const retirement = options.retirement401kCents ?? 0;
  const ytd = options.ytdCents ?? 0;
  return {
    taxYear: options.taxYear ?? 2026,
    payDate: options.payDate ?? '2026-03-13',
    period: options.period,
    employerLocalTaxes: options.employerLocalTaxes ?? [],
    payFrequency,
    periodsPerYear: periodsPerYear(payFrequency),
    federal: options.federal ?? {
      w4Version: '2020',
      filingStatus: 'single',
      multipleJobs: false,
      dependentsCents: 0,
      otherIncomeCents: 0,
      deductionsCents: 0,
      extraWithholdingCents: 0,
      exempt: false,
    },
    federalIncomeTaxCents: options.federalIncomeTaxCents ?? 0,
    wages: {
      grossCents: options.grossCents,
      supplementalCents: options.supplementalCents ?? 0,
      retirement401kCents: retirement,
      section125Cents: section125,
      hsaCents: options.hsaCents ?? 0,
      employerHsaCents: options.employerHsaCents ?? 0,
      federalIncomeTaxWagesCents: options.grossCents - section125 - retirement,
      ficaWagesCents: options.grossCents - section125,
      unemploymentWagesCents: options.grossCents - section125,
    },
    ytd: {
      socialSecurityWagesCents: ytd,
      medicareWagesCents: ytd,
      futaWagesCents: ytd,
      sutaWagesCents: ytd,
    },
  };
};
