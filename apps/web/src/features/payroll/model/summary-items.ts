import { formatMoney, formatNumber } from '@web/shared/i18n/format';
import type { Locale } from '@web/shared/i18n/catalogues';

/** The totals a draft or payroll answers (API.md `summary`), all money in integer cents. */
export type PayrollSummaryFigures = {
  employees: number;
  grossCents: number;
  employeeTaxesCents: number;
  employerTaxesCents: number;
  deductionsCents: number;
  /** The employer's contributions to the employees' plans (a 401(k) match): funded, not wages. */
  employerContributionsCents?: number | undefined;
  reimbursementsCents: number;
  netPayCents: number;
  cashRequirementCents: number;
};

export type SummaryItem = {
  key: keyof PayrollSummaryFigures;
  labelId: string;
  text: string;
  /** Money reads left to right even in a right-to-left page. */
  isMoney: boolean;
  emphasis: boolean;
};

const order: readonly (keyof PayrollSummaryFigures)[] = [
  'employees',
  'grossCents',
  'employeeTaxesCents',
  'employerTaxesCents',
  'deductionsCents',
  'employerContributionsCents',
  'reimbursementsCents',
  'netPayCents',
  'cashRequirementCents',
];

/** Figures shown only when they are not zero. */
const whenAny = new Set<keyof PayrollSummaryFigures>([
  'reimbursementsCents',
  'employerContributionsCents',
]);

/**
 * The summary bar's figures in reading order, formatted in the locale. Reimbursements and the
 * employer's contributions show only when there are some; net pay and the cash the company must
 * fund stand out.
 */
export function summaryItems(summary: PayrollSummaryFigures, locale: Locale): SummaryItem[] {
  return order
    .filter((key) => !whenAny.has(key) || (summary[key] ?? 0) !== 0)
    .map((key) => ({
      key,
      labelId: `payroll.summary.${key.replace(/Cents$/, '')}`,
      text:
        key === 'employees'
          ? formatNumber(summary.employees, locale)
          : formatMoney(summary[key] ?? 0, locale),
      isMoney: key !== 'employees',
      emphasis: key === 'netPayCents' || key === 'cashRequirementCents',
    }));
}
