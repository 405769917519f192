import {
  maskLegalId,
  type PayStub,
  type PayStubAddress,
  type PayStubListItem,
  type PayStubTotals,
} from '@paydesk/contracts';
import { payLineKey } from '@paydesk/api/features/payroll';
import type { StubRow } from './pay-stub-repository';
import type { StoredDetails } from './stored-details';
import {
  yearToDateOf,
  type EarlierStub,
  type Section,
  type YearLine,
  type YearToDate,
} from './year-to-date';

/**
 * A section's lines: this stub's, then the lines paid earlier in the year and not on this stub
 * (nothing now, their year to date still shown), as a stub lists every item of the year.
 */
function withYearLines<Line extends YearLine & { label: string; amountCents: number }>(
  own: Line[],
  ytd: YearToDate,
  section: Section,
  empty: (line: YearLine & { label: string }) => Line,
): (Line & { ytdCents: number })[] {
  const keys = new Set(own.map((line) => payLineKey(line)));
  const earlierOnly = ytd
    .linesOf(section)
    .filter((line) => !keys.has(payLineKey(line)))
    .map(empty);
  return [...own, ...earlierOnly].map((line) => ({
    ...line,
    ytdCents: ytd.lineCents(section, line),
  }));
}

type Totals = {
  gross_cents: number;
  employee_taxes_cents: number;
  employer_taxes_cents: number;
  deductions_cents: number;
  net_pay_cents: number;
};

const amountLine = (line: YearLine & { label: string }) => ({ ...line, amountCents: 0 });

/** PostgreSQL answers bigint as text: every amount is made a number once, here. */
export const totalsOfRow = (row: Totals): PayStubTotals => ({
  grossCents: Number(row.gross_cents),
  employeeTaxesCents: Number(row.employee_taxes_cents),
  employerTaxesCents: Number(row.employer_taxes_cents),
  deductionsCents: Number(row.deductions_cents),
  netPayCents: Number(row.net_pay_cents),
});

export const toListItem = (row: {
  id: string;
  payroll_id: string;
  pay_date: string;
  period_start: string;
  period_end: string;
  gross_cents: number;
  net_pay_cents: number;
  status: string;
  payment_status: string;
}): PayStubListItem => ({
  id: row.id,
  payrollId: row.payroll_id,
  payDate: row.pay_date,
  periodStart: row.period_start,
  periodEnd: row.period_end,
  grossCents: Number(row.gross_cents),
  netPayCents: Number(row.net_pay_cents),
  status: row.status as PayStubListItem['status'],
  paymentStatus: row.payment_status as PayStubListItem['paymentStatus'],
});

function address(parts: {
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}): PayStubAddress | null {
  if (!parts.line1 || !parts.city || !parts.state || !parts.zip) return null;
  return {
    addressLine1: parts.line1,
    addressLine2: parts.line2 || null,
    city: parts.city,
    state: parts.state,
    zipCode: parts.zip,
  };
}

/**
 * The whole stub: its stored lines, each with the year-to-date of the stubs of its year still
 * issued (its own included), the parties' names and addresses, and the deposits with their bank.
 */
export function toPayStub(
  row: StubRow,
  details: StoredDetails,
  earlier: EarlierStub[],
  bankNames: Map<string, string>,
): PayStub {
  const totals = totalsOfRow(row);
  const ytd = yearToDateOf({ details, totals }, earlier);
  return {
    id: row.id,
    payrollId: row.payroll_id,
    companyId: row.company_id,
    employeeId: row.employee_id,
    status: row.status as PayStub['status'],
    paymentStatus: row.payment_status as PayStub['paymentStatus'],
    returnCode: row.return_code,
    company: {
      name: row.company_name,
      address: address({
        line1: row.company_address_line1,
        line2: row.company_address_line2,
        city: row.company_city,
        state: row.company_state,
        zip: row.company_zip_code,
      }),
      ein: row.company_ein,
    },
    employee: {
      firstName: row.first_name,
      lastName: row.last_name,
      address: address({
        line1: row.employee_address_line1,
        line2: row.employee_address_line2,
        city: row.employee_city,
        state: row.employee_state,
        zip: row.employee_zip_code,
      }),
      legalId: row.employee_legal_id_last4 ? maskLegalId(row.employee_legal_id_last4) : null,
    },
    payGroup: { id: row.pay_group_id, name: row.pay_group_name ?? '' },
    periodStart: row.period_start,
    periodEnd: row.period_end,
    payDate: row.pay_date,
    earnings: withYearLines(details.earnings, ytd, 'earnings', (line) => ({
      ...line,
      hours: null,
      rateCents: null,
      amountCents: 0,
    })),
    employeeTaxes: withYearLines(details.employeeTaxes, ytd, 'employeeTaxes', amountLine),
    employerTaxes: withYearLines(details.employerTaxes, ytd, 'employerTaxes', amountLine),
    deductions: withYearLines(details.deductions, ytd, 'deductions', amountLine),
    garnishments: withYearLines(details.garnishments ?? [], ytd, 'garnishments', amountLine),
    employerContributions: withYearLines(
      details.employerContributions ?? [],
      ytd,
      'employerContributions',
      amountLine,
    ),
    employerContributionsCents: Number(row.employer_contributions_cents),
    reimbursementsCents: Number(row.reimbursements_cents),
    ...totals,
    ytd: ytd.totals,
    deposits: details.deposits.map((deposit) => ({
      bankName: bankNames.get(deposit.bankAccountId) ?? null,
      accountNumberLast4: deposit.accountNumberLast4,
      amountCents: deposit.amountCents,
    })),
    voidedAt: row.voided_at,
  };
}
