import type { PayStubTimeOff, TimeOffKind } from '@paydesk/contracts';
import type { Db } from '@paydesk/api/platform/db/database';
import { newId } from '@paydesk/api/platform/ids';
import { ruleOf } from './time-off-answer';
import { entriesByHolder, ledgerOf } from './time-off-balances';
import {
  deleteEntriesOfPayroll,
  deleteEntriesOfStub,
  deleteStubBalancesOfPayroll,
  entriesOf,
  insertEntries,
  insertStubBalances,
  moveEntriesOfPayroll,
  stubBalancesOf,
  type NewEntry,
} from './time-off-ledger-repository';
import {
  assignedPolicies,
  assignedPoliciesOfPayroll,
  payGroupFrequency,
} from './time-off-policy-repository';
import {
  approvedUnpaid,
  markRequestsPaid,
  unpaidRequests,
  unpayRequests,
} from './time-off-request-repository';
import {
  balanceOn,
  grantDue,
  settlePayroll,
  toHours,
  toHundredths,
  workedHundredths,
  type Frequency,
} from './time-off-rules';

/** A line's approved time off of one policy: the hours and the requests they come from. */
export type LineTimeOff = {
  policyId: string;
  kind: TimeOffKind;
  hours: number;
  requestIds: string[];
};

/** What the ledger needs of one issued stub. */
export type SettledStub = {
  stubId: string;
  employeeId: string;
  salaried: boolean;
  /** Regular and overtime hours entered on the line. */
  workedHours: number;
  timeOff: readonly LineTimeOff[];
};

export type SettledPayroll = {
  payrollId: string;
  companyId: string;
  payGroupId: string;
  payDate: string;
  /** A regular run of the schedule (per-period policies accrue on these only). */
  regular: boolean;
  now: string;
  stubs: readonly SettledStub[];
};

const FREQUENCIES: readonly Frequency[] = ['weekly', 'biweekly', 'semimonthly', 'monthly'];

/**
 * What payroll asks of time off, inside its own transactions (payroll's `TimeOffLedger` port,
 * wired in features/services.ts): a new draft's approved hours; a commit's uses and accruals, with
 * the balance each stub shows; a void's or a cancellation's reversal of both.
 */
export const timeOffLedger = {
  /** Approved hours not yet paid of requests starting by `lastDay`, by employee and policy. */
  async approvedTimeOff(
    db: Db,
    employeeIds: readonly string[],
    lastDay: string,
  ): Promise<Map<string, LineTimeOff[]>> {
    const [requests, policies] = await Promise.all([
      approvedUnpaid(db, employeeIds, lastDay),
      assignedPolicies(db, employeeIds),
    ]);
    const kinds = new Map(policies.map((policy) => [policy.id, policy.kind as TimeOffKind]));
    const byEmployee = new Map<string, LineTimeOff[]>();
    for (const request of requests) {
      const lines = byEmployee.get(request.employee_id) ?? [];
      let line = lines.find((candidate) => candidate.policyId === request.policy_id);
      if (!line) {
        line = {
          policyId: request.policy_id,
          kind: kinds.get(request.policy_id) ?? 'vacation',
          hours: 0,
          requestIds: [],
        };
        lines.push(line);
      }
      line.hours = toHours(toHundredths(line.hours) + Number(request.hundredths));
      line.requestIds.push(request.id);
      byEmployee.set(request.employee_id, lines);
    }
    return byEmployee;
  },

  /**
   * A commit's time off, in its transaction: for each stub and each policy of its employee, the
   * hours its requests used, then the accrual on the hours worked (or the period, or the year's
   * grant), capped; the entries name the stub, the requests are marked paid by it, and the stub
   * keeps what it shows.
   */
  async settle(db: Db, payroll: SettledPayroll): Promise<void> {
    const employeeIds = [...new Set(payroll.stubs.map((stub) => stub.employeeId))];
    // Most payrolls pay nobody with a policy: one read tells (the stubs are written: the read
    // names the payroll, not its thousands of employees), and they settle nothing.
    const policies = await assignedPoliciesOfPayroll(db, payroll.payrollId);
    if (policies.length === 0) return;
    const [entries, frequencyText] = await Promise.all([
      entriesOf(db, employeeIds),
      payGroupFrequency(db, payroll.payGroupId),
    ]);
    const frequency = FREQUENCIES.find((candidate) => candidate === frequencyText) ?? 'biweekly';
    const byHolder = entriesByHolder(entries);
    const newEntries: NewEntry[] = [];
    const balances = [];
    for (const stub of payroll.stubs) {
      const timeOffHundredths = stub.timeOff.reduce(
        (sum, line) => sum + toHundredths(line.hours),
        0,
      );
      const worked = workedHundredths({
        salaried: stub.salaried,
        enteredHundredths: toHundredths(stub.workedHours),
        timeOffHundredths,
        frequency,
      });
      const entry = (policyId: string, kind: NewEntry['kind'], hundredths: number): NewEntry => ({
        id: newId(),
        company_id: payroll.companyId,
        employee_id: stub.employeeId,
        policy_id: policyId,
        kind,
        hundredths,
        effective_date: payroll.payDate,
        payroll_id: payroll.payrollId,
        pay_stub_id: stub.stubId,
        request_id: null,
        created_at: payroll.now,
      });
      for (const policy of policies.filter((row) => row.employee_id === stub.employeeId)) {
        const ledger = ledgerOf(byHolder.get(`${stub.employeeId}:${policy.id}`) ?? []);
        const rule = ruleOf(policy);
        const requestIds = stub.timeOff
          .filter((line) => line.policyId === policy.id)
          .flatMap((line) => line.requestIds);
        // Only what no other payroll paid meanwhile (two open drafts may carry one request).
        const unpaid = await unpaidRequests(db, requestIds);
        const used = unpaid.reduce((sum, request) => sum + Number(request.hundredths), 0);
        const settled = settlePayroll(
          rule,
          balanceOn(ledger, rule.carryoverHundredths, payroll.payDate).balanceHundredths,
          {
            usedHundredths: used,
            workedHundredths: worked,
            regularRun: payroll.regular,
            grantDue: grantDue(ledger, payroll.payDate),
          },
        );
        if (used > 0) newEntries.push(entry(policy.id, 'usage', -used));
        await markRequestsPaid(
          db,
          unpaid.map((request) => request.id),
          { payrollId: payroll.payrollId, stubId: stub.stubId, now: payroll.now },
        );
        if (settled.granted) newEntries.push(entry(policy.id, 'grant', settled.accrued));
        else if (settled.accrued > 0) {
          newEntries.push(entry(policy.id, 'accrual', settled.accrued));
        }
        balances.push({
          pay_stub_id: stub.stubId,
          policy_id: policy.id,
          payroll_id: payroll.payrollId,
          employee_id: stub.employeeId,
          used_hundredths: settled.used,
          accrued_hundredths: settled.accrued,
          balance_hundredths: settled.balanceAfter,
        });
      }
    }
    await insertEntries(db, newEntries);
    await insertStubBalances(db, balances);
  },

  /** A voided stub gives back the hours it used and takes back what it accrued; its requests
   * are unpaid again, so the next draft pays them. The stub keeps what it showed. */
  async reverseStub(db: Db, stubId: string, now: string): Promise<void> {
    await deleteEntriesOfStub(db, stubId);
    await unpayRequests(db, { stubId }, now);
  },

  /**
   * The same for every stub of a payroll: a cancelled one (its voided stubs keep what they
   * showed) or one whose content an edit replaces (`forgetStubs`: its stubs are deleted).
   */
  async reversePayroll(
    db: Db,
    payrollId: string,
    now: string,
    forgetStubs: boolean,
  ): Promise<void> {
    await deleteEntriesOfPayroll(db, payrollId);
    await unpayRequests(db, { payrollId }, now);
    if (forgetStubs) await deleteStubBalancesOfPayroll(db, payrollId);
  },

  /**
   * A payroll moved within its year: its uses, accruals and grants are dated by the new pay date.
   * The hours stay as the commit settled them (the move changes no figure of its stubs).
   */
  async movePayroll(db: Db, payrollId: string, payDate: string): Promise<void> {
    await moveEntriesOfPayroll(db, payrollId, payDate);
  },
};

/** What a stub shows of time off: each policy's hours used and accrued by it, and the balance after. */
export async function timeOffOfStub(db: Db, stubId: string): Promise<PayStubTimeOff[]> {
  return (await stubBalancesOf(db, stubId)).map((row) => ({
    policyId: row.policy_id,
    name: row.name,
    kind: row.kind as TimeOffKind,
    usedHours: toHours(Number(row.used_hundredths)),
    accruedHours: toHours(Number(row.accrued_hundredths)),
    balanceHours: toHours(Number(row.balance_hundredths)),
  }));
}
