import type { PaycheckFederalW4 } from '@paydesk/contracts';
import type { Locale } from '@web/shared/i18n/catalogues';
import { centsToMoneyText, moneyTextToCents, type MoneyText } from '@web/shared/forms/money-text';
import { parseNumberText } from '@web/shared/forms/number-text';
import {
  filingStatusFor,
  type FEDERAL_MONEY_FIELDS,
  type FederalFormValues,
} from '@web/shared/forms/tax/w4';

/** A problem found while reading a form; `path` is the form field, `message` a catalogue id. */
export type FormIssue = { path: string; message: string; code?: string };

const money = (cents: number | undefined, locale: Locale): MoneyText =>
  centsToMoneyText(cents ?? null, locale);

/** A W-4 as the form starts it: the stored one, else a 2020 form, single, nothing claimed. */
export function w4ValuesOf(w4: PaycheckFederalW4 | null, locale: Locale): FederalFormValues {
  const values: FederalFormValues = {
    w4Version: '2020',
    filingStatus: 'single',
    multipleJobs: false,
    dependents: money(undefined, locale),
    otherIncome: money(undefined, locale),
    deductions: money(undefined, locale),
    extraWithholding: money(undefined, locale),
    exempt: false,
    allowances: '',
  };
  if (!w4) return values;
  if (w4.w4Version === '2019') {
    return {
      ...values,
      w4Version: '2019',
      filingStatus: w4.filingStatus,
      allowances: String(w4.allowances),
      extraWithholding: money(w4.extraWithholdingCents, locale),
      exempt: w4.exempt,
    };
  }
  return {
    ...values,
    filingStatus: filingStatusFor('2020', w4.filingStatus),
    multipleJobs: w4.multipleJobs,
    dependents: money(w4.dependentsCents, locale),
    otherIncome: money(w4.otherIncomeCents, locale),
    deductions: money(w4.deductionsCents, locale),
    extraWithholding: money(w4.extraWithholdingCents, locale),
    exempt: w4.exempt,
  };
}

/**
 * The W-4 as the request sends it (`federalTax`): dollars become cents, each edition sends its own
 * fields. Text that is not an amount or a number is reported at its field under `prefix`.
 */
export function w4ToRequest(
  values: FederalFormValues,
  prefix: string,
): { request: Record<string, unknown>; issues: FormIssue[] } {
  const issues: FormIssue[] = [];
  const cents = (field: (typeof FEDERAL_MONEY_FIELDS)[number]): number | undefined => {
    const parsed = moneyTextToCents(values[field]);
    if (!parsed.ok)
      issues.push({ path: `${prefix}.${field}`, message: 'employees.validation.money' });
    return parsed.ok && parsed.cents !== null ? parsed.cents : undefined;
  };
  if (values.w4Version === '2019') {
    const allowances = parseNumberText(values.allowances);
    if (!allowances.ok)
      issues.push({ path: `${prefix}.allowances`, message: 'employees.validation.number' });
    return {
      request: withoutUndefined({
        w4Version: '2019',
        filingStatus: values.filingStatus,
        allowances: allowances.ok ? (allowances.value ?? undefined) : undefined,
        extraWithholdingCents: cents('extraWithholding'),
        exempt: values.exempt,
      }),
      issues,
    };
  }
  return {
    request: withoutUndefined({
      w4Version: '2020',
      filingStatus: values.filingStatus,
      multipleJobs: values.multipleJobs,
      dependentsCents: cents('dependents'),
      otherIncomeCents: cents('otherIncome'),
      deductionsCents: cents('deductions'),
      extraWithholdingCents: cents('extraWithholding'),
      exempt: values.exempt,
    }),
    issues,
  };
}

/** `federalTax.dependentsCents` (a request path) → `federalTax.dependents` (the form's). */
export const w4FormPath = (path: string): string => path.replace(/Cents$/, '');

export function withoutUndefined(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}
