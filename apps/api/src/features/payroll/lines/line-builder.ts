import type { PaymentMethod, PayrollDeposit, PayrollReadinessItem } from '@paydesk/contracts';
import type { DepositAccountsPort } from '@paydesk/api/features/employees';
import { readinessOf } from '@paydesk/api/features/employees';
import { localTaxesOfCompany } from '@paydesk/api/features/local-taxes';
import type { Db } from '@paydesk/api/platform/db/database';
import { lineAmountItems } from '../drafts/ach-limits';
import { employeeFactsOf, type EmployeeRow } from './employee-facts';
import { computeLine } from './line-computation';
import {
  employerLocalTaxesOf,
  jurisdictionsOf,
  localServicesTaxPaid,
  mayWithholdLocalServicesTax,
  type Jurisdictions,
} from './local-tax-facts';
import {
  NO_BENEFIT_HISTORY,
  type BenefitHistory,
  type ComputedLine,
  type LineInputs,
  type RunFacts,
  type YtdWages,
} from './line-types';
import { benefitHistoryOf } from './benefit-history';
import type { DepositPlanner } from '../ports/payroll-ports';
import type { RecurringDeductionsPort } from '../ports/recurring-deductions';
import type { NewDraftLine } from '../drafts/draft-line-repository';
import {
  issuedDetailsUpTo,
  socialSecurityWagesOfYear,
  yearToDateDetails,
  yearToDateWages,
} from '../payrolls/pay-stub-repository';

/** Far enough ahead that every account on file counts, on hold or not. */
const END_OF_TIME = '9999-12-31';

/** How the employee's record says they are paid (the column holds one of the two). */
const methodOf = (row: Pick<EmployeeRow, 'payment_method'>): PaymentMethod =>
  row.payment_method === 'check' ? 'check' : 'direct_deposit';

export type LineRequest = { row: EmployeeRow; inputs: LineInputs; excluded: boolean };

export type BuildContext = {
  draftId: string;
  run: RunFacts;
  today: string;
  /** The approved payroll the draft replaces: its own stubs are not year-to-date. */
  replacesPayrollId: string | null;
  /** An off-cycle termination run pays people already terminated. */
  paysTerminated: boolean;
};

export type LinePorts = {
  accounts: DepositAccountsPort;
  planner: DepositPlanner;
  recurring: RecurringDeductionsPort;
};

/**
 * The company's local tax jurisdictions, and the LST already withheld this year from those whose
 * paycheck may withhold one (read from their stubs' lines, only for them: most runs have none).
 */
async function localTaxFacts(db: Db, context: BuildContext, requests: LineRequest[]) {
  const companyId = requests[0]?.row.company_id;
  const jurisdictions: Jurisdictions = jurisdictionsOf(
    companyId === undefined ? [] : await localTaxesOfCompany(db, companyId),
  );
  const lstIds = requests
    .filter((request) =>
      mayWithholdLocalServicesTax(employeeFactsOf(request.row).state, jurisdictions),
    )
    .map((request) => request.row.id);
  const lstPaid =
    lstIds.length === 0
      ? new Map<string, number>()
      : localServicesTaxPaid(
          await yearToDateDetails(db, lstIds, context.run.payDate, context.replacesPayrollId),
        );
  return { jurisdictions, lstPaid };
}

/** Whether a line's deductions have limits or totals that count what the year has taken. */
const needsHistory = (inputs: LineInputs): boolean =>
  inputs.garnishments.length > 0 ||
  inputs.deductions.some(
    (deduction) =>
      deduction.deductionId !== undefined ||
      deduction.kind === '401k' ||
      deduction.kind === 'roth401k',
  );

/**
 * What the year has taken of the recurring deductions and orders of the lines that have any (read
 * only for them: most lines of most runs have none).
 */
async function benefitHistories(
  db: Db,
  context: BuildContext,
  requests: LineRequest[],
): Promise<Map<string, BenefitHistory>> {
  const ids = requests.filter((request) => needsHistory(request.inputs)).map((r) => r.row.id);
  if (ids.length === 0) return new Map();
  const { payDate } = context.run;
  const orderIds = requests
    .filter((request) => request.inputs.garnishments.length > 0)
    .map((request) => request.row.id);
  const [yearStubs, orderStubs, priorWages] = await Promise.all([
    yearToDateDetails(db, ids, payDate, context.replacesPayrollId),
    orderIds.length === 0
      ? Promise.resolve([])
      : issuedDetailsUpTo(db, orderIds, payDate, context.replacesPayrollId),
    socialSecurityWagesOfYear(db, ids, Number(payDate.slice(0, 4)) - 1),
  ]);
  return benefitHistoryOf(yearStubs, `${payDate.slice(0, 7)}-01`, orderStubs, priorWages);
}

/**
 * Computes lines with the engine and everything a line shows: the employees' readiness (the
 * employees feature's own rules), the deposit split of those paid by direct deposit (none for a
 * check), the engine's refusal when it has one. Reads what it needs for all the lines at once;
 * writes nothing.
 */
export async function buildLines(
  db: Db,
  ports: LinePorts,
  context: BuildContext,
  requests: LineRequest[],
): Promise<NewDraftLine[]> {
  if (requests.length === 0) return [];
  const ids = requests.map((request) => request.row.id);
  const [usable, onFile, ytdRows, locals, histories] = await Promise.all([
    ports.accounts.usableCount(db, ids, context.today),
    ports.accounts.usableCount(db, ids, END_OF_TIME),
    yearToDateWages(db, ids, context.run.payDate, context.replacesPayrollId),
    localTaxFacts(db, context, requests),
    benefitHistories(db, context, requests),
  ]);
  const ytd = new Map<string, YtdWages>(
    ytdRows.map((row) => [
      row.employee_id,
      {
        socialSecurityWagesCents: Number(row.socialSecurity),
        medicareWagesCents: Number(row.medicare),
        futaWagesCents: Number(row.futa),
        sutaWagesCents: Number(row.suta),
        supplementalWagesCents: Number(row.supplemental),
      },
    ]),
  );
  const outcomes = requests.map((request) => {
    const facts = employeeFactsOf(request.row);
    const local = employerLocalTaxesOf(
      facts.state,
      locals.jurisdictions,
      locals.lstPaid.get(request.row.id) ?? 0,
    );
    const outcome = computeLine(
      facts,
      context.run,
      request.inputs,
      ytd.get(request.row.id) ?? {
        socialSecurityWagesCents: 0,
        medicareWagesCents: 0,
        futaWagesCents: 0,
        sutaWagesCents: 0,
        supplementalWagesCents: 0,
      },
      local.taxes,
      histories.get(request.row.id) ?? NO_BENEFIT_HISTORY,
    );
    return { request, outcome, localGaps: local.gaps };
  });
  const netPays = new Map(
    outcomes.map(({ request, outcome }) => [request.row.id, outcome.computed.netPayCents]),
  );
  // Only direct deposit splits into accounts: an employee paid by check gets the check alone,
  // whatever accounts are on file, so the ACH file cannot pay them a second time.
  const depositIds = requests
    .filter((request) => methodOf(request.row) === 'direct_deposit')
    .map((request) => request.row.id);
  const deposits =
    depositIds.length === 0
      ? new Map<string, PayrollDeposit[]>()
      : await ports.planner.split(db, depositIds, context.run.payDate, netPays);

  return outcomes.map(({ request, outcome, localGaps }) => {
    const { row } = request;
    const facts = { usable: usable.get(row.id) ?? 0, onFile: onFile.get(row.id) ?? 0 };
    const readiness: PayrollReadinessItem[] = readinessOf(row, facts).filter(
      (item) => !(context.paysTerminated && item.code === 'employee.terminated'),
    );
    for (const gap of localGaps) {
      readiness.push({ code: 'payroll.local_tax_missing', path: gap.path, message: gap.message });
    }
    if (outcome.error) {
      readiness.push({
        code: 'payroll.line_not_computed',
        path: outcome.error.path,
        message: `The paycheck cannot be computed: ${outcome.error.path} ${outcome.error.message}.`,
      });
    }
    const computed: ComputedLine = {
      ...outcome.computed,
      deposits: deposits.get(row.id) ?? [],
      paymentMethod: methodOf(row),
    };
    readiness.push(...lineAmountItems(computed));
    return {
      draft_id: context.draftId,
      employee_id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      excluded: request.excluded ? 1 : 0,
      ready: readiness.length === 0 ? 1 : 0,
      inputs: JSON.stringify(request.inputs),
      computed: JSON.stringify(computed),
      readiness: JSON.stringify(readiness),
      gross_cents: computed.grossCents,
      employee_taxes_cents: computed.employeeTaxesCents,
      employer_taxes_cents: computed.employerTaxesCents,
      deductions_cents: computed.deductionsCents,
      employer_contributions_cents: computed.employerContributionsCents ?? 0,
      reimbursements_cents: computed.reimbursementsCents,
      net_pay_cents: computed.netPayCents,
    };
  });
}
