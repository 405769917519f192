import { W4_FROM_2020_FILING_STATUSES } from '@paydesk/contracts';
import type { MoneyText } from '../money-text';

/**
 * Form W-4 as a form holds it: both editions' fields (2020 and later, 2019 and earlier), the
 * amounts as typed. The version decides which are sent.
 */
export type W4Version = '2020' | '2019';
/** The 2020 form's three boxes: "single" is "Single or Married filing separately". */
export const FILING_STATUSES_2020 = W4_FROM_2020_FILING_STATUSES;
export const FILING_STATUSES_2019 = ['single', 'married'] as const;
export type FilingStatus =
  (typeof FILING_STATUSES_2020)[number] | (typeof FILING_STATUSES_2019)[number];

/** Both W-4 editions' fields; the version decides which are sent. */
export type FederalFormValues = {
  w4Version: W4Version;
  filingStatus: FilingStatus;
  multipleJobs: boolean;
  dependents: MoneyText;
  otherIncome: MoneyText;
  deductions: MoneyText;
  extraWithholding: MoneyText;
  exempt: boolean;
  /** 2019 form: withholding allowances, as typed. */
  allowances: string;
};

export const FEDERAL_MONEY_FIELDS = [
  'dependents',
  'otherIncome',
  'deductions',
  'extraWithholding',
] as const satisfies readonly (keyof FederalFormValues)[];

/**
 * The closest status the edition offers. The 2019 form knows only single and married; the 2020
 * form counts married filing separately as single (a calculator request may still name it).
 */
export function filingStatusFor(
  version: W4Version,
  status: FilingStatus | 'married_separately',
): FilingStatus {
  if (status === 'married_separately') return 'single';
  if (version === '2019')
    return status === 'single' || status === 'head_of_household' ? 'single' : 'married';
  return status === 'married' ? 'married_jointly' : status;
}
