import { taxLiabilityTaxes, type TaxLiability, type TaxLiabilityTax } from '@paydesk/contracts';

/** Who is owed, read from the ledger's agency id. */
export type Agency =
  | { kind: 'irs'; id: string }
  | { kind: 'state'; id: string; state: string }
  | { kind: 'local'; id: string; state: string; localId: string };

export type Amounts = { employeeCents: number; employerCents: number; totalCents: number };

/** One tax of one payroll: the drill-down's row. */
export type PayrollLiability = Amounts & {
  payrollId: string;
  payDate: string;
  depositDueDate: string | null;
};

/** One tax owed an agency over the quarter, with the payrolls that make it up. */
export type TaxSummary = Amounts & { tax: TaxLiabilityTax; payrolls: PayrollLiability[] };

export type AgencySummary = Amounts & { agency: Agency; taxes: TaxSummary[] };

/** `irs`, `state:NJ`, `local:MD-16` as an agency; a locality's id starts with its state. */
export function agencyOf(id: string): Agency {
  if (id.startsWith('state:')) return { kind: 'state', id, state: id.slice(6) };
  if (id.startsWith('local:')) {
    const localId = id.slice(6);
    return { kind: 'local', id, state: localId.slice(0, 2), localId };
  }
  return { kind: 'irs', id };
}

const kindOrder: Record<Agency['kind'], number> = { irs: 0, state: 1, local: 2 };

/** The IRS first, then the states, each followed by its localities, in code order. */
export function compareAgencies(a: Agency, b: Agency): number {
  const stateOf = (agency: Agency) => (agency.kind === 'irs' ? '' : agency.state);
  return (
    stateOf(a).localeCompare(stateOf(b)) ||
    kindOrder[a.kind] - kindOrder[b.kind] ||
    a.id.localeCompare(b.id)
  );
}

const zero = (): Amounts => ({ employeeCents: 0, employerCents: 0, totalCents: 0 });

function add(into: Amounts, item: Pick<TaxLiability, 'employeeCents' | 'employerCents'>): void {
  into.employeeCents += item.employeeCents;
  into.employerCents += item.employerCents;
  into.totalCents += item.employeeCents + item.employerCents;
}

/**
 * The ledger's items added up by agency and tax: each agency's taxes in the contract's order,
 * each tax's payrolls by pay date, and the totals of each level. The ledger has one item per
 * payroll, agency and tax; two items of the same payroll are still added, never dropped.
 */
export function summarizeLiabilities(items: readonly TaxLiability[]): AgencySummary[] {
  const agencies = new Map<string, AgencySummary>();
  for (const item of items) {
    let agency = agencies.get(item.agency);
    if (!agency) {
      agency = { agency: agencyOf(item.agency), taxes: [], ...zero() };
      agencies.set(item.agency, agency);
    }
    let tax = agency.taxes.find((candidate) => candidate.tax === item.tax);
    if (!tax) {
      tax = { tax: item.tax, payrolls: [], ...zero() };
      agency.taxes.push(tax);
    }
    let payroll = tax.payrolls.find((candidate) => candidate.payrollId === item.payrollId);
    if (!payroll) {
      payroll = {
        payrollId: item.payrollId,
        payDate: item.payDate,
        depositDueDate: item.depositDueDate,
        ...zero(),
      };
      tax.payrolls.push(payroll);
    }
    add(payroll, item);
    add(tax, item);
    add(agency, item);
  }
  const summaries = [...agencies.values()];
  for (const summary of summaries) {
    summary.taxes.sort(
      (a, b) => taxLiabilityTaxes.indexOf(a.tax) - taxLiabilityTaxes.indexOf(b.tax),
    );
    for (const tax of summary.taxes) {
      tax.payrolls.sort(
        (a, b) => a.payDate.localeCompare(b.payDate) || a.payrollId.localeCompare(b.payrollId),
      );
    }
  }
  return summaries.sort((a, b) => compareAgencies(a.agency, b.agency));
}

/** The quarter's grand total over every agency. */
export function totalOf(summaries: readonly AgencySummary[]): Amounts {
  const total = zero();
  for (const summary of summaries) add(total, summary);
  return total;
}

/** The distinct deposit due dates of an agency's payrolls, earliest first. */
export function depositDueDates(summary: AgencySummary): string[] {
  const dates = new Set<string>();
  for (const tax of summary.taxes) {
    for (const payroll of tax.payrolls) {
      if (payroll.depositDueDate) dates.add(payroll.depositDueDate);
    }
  }
  return [...dates].sort();
}

/** One tax of one payroll in an agency's drill-down. */
export type DrillDownRow = PayrollLiability & { tax: TaxLiabilityTax };

/** An agency's payrolls, each with its taxes: by pay date, then the contract's tax order. */
export function payrollRowsOf(summary: AgencySummary): DrillDownRow[] {
  const rows = summary.taxes.flatMap((tax) =>
    tax.payrolls.map((payroll) => ({ ...payroll, tax: tax.tax })),
  );
  return rows.sort(
    (a, b) =>
      a.payDate.localeCompare(b.payDate) ||
      a.payrollId.localeCompare(b.payrollId) ||
      taxLiabilityTaxes.indexOf(a.tax) - taxLiabilityTaxes.indexOf(b.tax),
  );
}
