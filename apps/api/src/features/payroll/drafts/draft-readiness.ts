import type { PayrollReadinessItem } from '@paydesk/contracts';
import { supportedTaxYears } from '@paydesk/engine';
import { hasTaxYear } from '../lines/line-computation';
import { closedDayMessage, closedDayOf } from './pay-date-rules';

export type DraftFacts = {
  companyStatus: string | undefined;
  payDate: string;
  today: string;
  includedLines: number;
};

/**
 * What blocks a draft as a whole: a company that may not pay yet, a pay date in the past or on a
 * day the banks are closed, a tax year the engine has no figures for, nobody to pay. Each
 * employee's own entries are the lines'. A new pay date is refused on those grounds when it is
 * typed; a draft made before that rule may still hold one, and this keeps it from committing.
 */
export function draftReadiness(facts: DraftFacts): PayrollReadinessItem[] {
  const items: PayrollReadinessItem[] = [];
  if (facts.companyStatus !== 'active') {
    items.push({
      code: 'company.not_active',
      path: 'company',
      message:
        'The company has not finished onboarding (legal details, funding account and pay group), or is suspended.',
    });
  }
  if (facts.payDate < facts.today) {
    items.push({
      code: 'payroll.pay_date_past',
      path: 'payDate',
      message: `The pay date ${facts.payDate} has passed: choose a pay date from ${facts.today} on.`,
    });
  }
  const hasYear = hasTaxYear(facts.payDate);
  const closed = hasYear ? closedDayOf(facts.payDate) : null;
  if (closed) {
    items.push({
      code: 'payroll.pay_date_not_business_day',
      path: 'payDate',
      message: closedDayMessage(facts.payDate, closed),
    });
  }
  if (!hasYear) {
    const year = facts.payDate.slice(0, 4);
    items.push({
      code: 'payroll.tax_year_missing',
      path: 'payDate',
      message: `Paydesk has no ${year} tax figures yet (federal withholding tables, social security wage base, Medicare, FUTA and supplemental rates, state tables): wages paid in ${year} cannot be computed. Supported tax years: ${supportedTaxYears().join(', ')}.`,
    });
  }
  if (facts.includedLines === 0) {
    items.push({
      code: 'payroll.no_employees',
      path: 'lines',
      message: 'The payroll pays nobody: include at least one employee.',
    });
  }
  return items;
}

/** An unready line's entries as the draft and a refused commit list them. */
export const lineEntries = (
  line: { employee_id: string; first_name: string; last_name: string },
  items: PayrollReadinessItem[],
): PayrollReadinessItem[] =>
  items.map((item) => ({
    code: item.code,
    path: `lines.${line.employee_id}.${item.path}`,
    message: `${line.first_name} ${line.last_name}: ${item.message}`,
  }));
