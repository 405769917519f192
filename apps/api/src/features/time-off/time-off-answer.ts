import type {
  AccrualMethod,
  TimeOffKind,
  TimeOffPolicy,
  TimeOffRequest,
  TimeOffRequestStatus,
} from '@paydesk/contracts';
import type { PolicyRow } from './time-off-policy-repository';
import type { RequestAnswerRow } from './time-off-request-repository';
import { toHours, type AccrualRule } from './time-off-rules';

const hoursOrNull = (hundredths: number | null): number | null =>
  hundredths === null ? null : toHours(Number(hundredths));

export const policyOf = (row: PolicyRow): TimeOffPolicy => ({
  id: row.id,
  companyId: row.company_id,
  name: row.name,
  kind: row.kind as TimeOffKind,
  accrual: {
    method: row.accrual_method as AccrualMethod,
    hours: toHours(Number(row.accrual_hundredths)),
    perHours: hoursOrNull(row.per_hundredths),
  },
  maxBalanceHours: hoursOrNull(row.max_balance_hundredths),
  carryoverHours: hoursOrNull(row.carryover_hundredths),
  waitingDays: Number(row.waiting_days),
  allowNegative: Number(row.allow_negative) === 1,
  version: Number(row.version),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The rule the pure accrual functions read from a stored policy. */
export const ruleOf = (row: PolicyRow): AccrualRule => ({
  method: row.accrual_method as AccrualMethod,
  hundredths: Number(row.accrual_hundredths),
  perHundredths: row.per_hundredths === null ? null : Number(row.per_hundredths),
  maxBalanceHundredths:
    row.max_balance_hundredths === null ? null : Number(row.max_balance_hundredths),
  carryoverHundredths: row.carryover_hundredths === null ? null : Number(row.carryover_hundredths),
});

export const requestOf = (row: RequestAnswerRow): TimeOffRequest => ({
  id: row.id,
  companyId: row.company_id,
  employeeId: row.employee_id,
  employee: { firstName: row.first_name, lastName: row.last_name },
  policyId: row.policy_id,
  policyName: row.policy_name,
  kind: row.kind as TimeOffKind,
  startDate: row.start_date,
  endDate: row.end_date,
  hours: toHours(Number(row.hundredths)),
  note: row.note,
  status: row.status as TimeOffRequestStatus,
  decisionNote: row.decision_note,
  decidedAt: row.decided_at,
  payStubId: row.pay_stub_id,
  version: Number(row.version),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});
