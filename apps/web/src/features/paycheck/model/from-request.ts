import type { PaycheckCertificate, PaycheckRequestInput } from '@paydesk/contracts';
import type { Locale } from '@web/shared/i18n/catalogues';
import { certificateFromRequest } from '@web/shared/forms/tax/certificate-fields';
import {
  filingStatusFor,
  newDeductionLine,
  newEarningLine,
  payDateInYear,
  type DeductionFormLine,
  type EarningFormLine,
  type FederalFormValues,
  type PaycheckFormValues,
} from './form-values';
import { centsToMoneyText } from '@web/shared/forms/money-text';

type EarningInput = PaycheckRequestInput['earnings'][number];

function earningToForm(earning: EarningInput, locale: Locale): EarningFormLine {
  const line = newEarningLine(locale, earning.kind);
  const money = (cents: number | undefined) => centsToMoneyText(cents ?? null, locale);
  if (earning.kind === 'salary') {
    return earning.annualCents !== undefined
      ? { ...line, salaryBasis: 'annual', amount: money(earning.annualCents) }
      : { ...line, salaryBasis: 'period', amount: money(earning.amountCents) };
  }
  if ('hours' in earning) {
    return { ...line, hours: String(earning.hours), rate: money(earning.rateCents) };
  }
  return { ...line, amount: money(earning.amountCents) };
}

function federalToForm(
  federal: PaycheckRequestInput['federal'],
  locale: Locale,
): FederalFormValues {
  const money = (cents: number | undefined) => centsToMoneyText(cents ?? null, locale);
  const common = {
    filingStatus: filingStatusFor(federal.w4Version, federal.filingStatus),
    extraWithholding: money(federal.extraWithholdingCents),
    exempt: federal.exempt ?? false,
  };
  if (federal.w4Version === '2019') {
    return {
      ...common,
      w4Version: '2019',
      multipleJobs: false,
      dependents: money(undefined),
      otherIncome: money(undefined),
      deductions: money(undefined),
      allowances: String(federal.allowances),
    };
  }
  return {
    ...common,
    w4Version: '2020',
    multipleJobs: federal.multipleJobs ?? false,
    dependents: money(federal.dependentsCents),
    otherIncome: money(federal.otherIncomeCents),
    deductions: money(federal.deductionsCents),
    allowances: '0',
  };
}

/** A request shown in the form (the inverse of `formToRequest`), amounts in dollars. */
export function requestToForm(
  request: PaycheckRequestInput,
  certificate: PaycheckCertificate | null,
  locale: Locale,
): PaycheckFormValues {
  const { code, ...fields } = request.state;
  const ytd = request.ytd ?? {};
  const money = (cents: number | undefined) => centsToMoneyText(cents ?? null, locale);
  return {
    taxYear: request.taxYear,
    payFrequency: request.payFrequency,
    payDate: request.payDate,
    earnings: request.earnings.map((earning) => earningToForm(earning, locale)),
    deductions: (request.deductions ?? []).map((deduction): DeductionFormLine => ({
      ...newDeductionLine(locale, deduction.kind),
      amount: money(deduction.amountCents),
      label: deduction.label ?? '',
    })),
    federal: federalToForm(request.federal, locale),
    state: { code, fields: certificate ? certificateFromRequest(certificate, fields, locale) : {} },
    ytd: {
      include: request.ytd !== undefined,
      socialSecurityWages: money(ytd.socialSecurityWagesCents),
      medicareWages: money(ytd.medicareWagesCents),
      futaWages: money(ytd.futaWagesCents),
      sutaWages: money(ytd.sutaWagesCents),
    },
  };
}

/** The tax year to start with: this year when the engine has its data, else the latest it has. */
export function startingTaxYear(today: string, taxYears: readonly number[]): number {
  const year = Number(today.slice(0, 4));
  if (taxYears.length === 0 || taxYears.includes(year)) return year;
  return Math.max(...taxYears);
}

/**
 * The form a person starts from: a paycheck paid today (or on this day of the latest tax year the
 * engine knows), biweekly, one annual salary to fill in, a 2020 W-4 single, no state chosen yet.
 */
export function startingForm(
  today: string,
  taxYears: readonly number[],
  locale: Locale,
): PaycheckFormValues {
  const taxYear = startingTaxYear(today, taxYears);
  const form = requestToForm(
    {
      taxYear,
      payFrequency: 'biweekly',
      payDate: payDateInYear(today, taxYear),
      earnings: [],
      federal: { w4Version: '2020', filingStatus: 'single' },
      state: { code: '' },
    },
    null,
    locale,
  );
  return { ...form, earnings: [newEarningLine(locale, 'salary')] };
}
