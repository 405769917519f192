import type { TimeOffBalance, TimeOffPolicy, TimeOffRequest } from '@paydesk/contracts';

export const COMPANY = '0190c0de-0000-7000-8000-000000000001';
export const EMPLOYEE = '0190c0de-0000-7000-8000-0000000000e1';

export const vacation: TimeOffPolicy = {
  id: '0190c0de-0000-7000-8000-0000000000a1',
  companyId: COMPANY,
  name: 'Vacation',
  kind: 'vacation',
  accrual: { method: 'per_hour_worked', hours: 1, perHours: 30 },
  maxBalanceHours: 80,
  carryoverHours: 40,
  waitingDays: 90,
  allowNegative: false,
  version: 3,
  createdAt: '2026-01-05T10:00:00Z',
  updatedAt: '2026-01-05T10:00:00Z',
};

export const balance = (overrides: Partial<TimeOffBalance> = {}): TimeOffBalance => ({
  policyId: vacation.id,
  name: 'Vacation',
  kind: 'vacation',
  balanceHours: 24,
  accruedYtdHours: 30,
  usedYtdHours: 6,
  pendingHours: 0,
  approvedHours: 0,
  availableHours: 24,
  usableFrom: '2026-04-01',
  allowNegative: false,
  ...overrides,
});

let serial = 0;
export function request(overrides: Partial<TimeOffRequest> = {}): TimeOffRequest {
  serial += 1;
  return {
    id: `0190c0de-0000-7000-8000-00000000${String(serial).padStart(4, '0')}`,
    companyId: COMPANY,
    employeeId: EMPLOYEE,
    employee: { firstName: 'Ana', lastName: 'Pop' },
    policyId: vacation.id,
    policyName: 'Vacation',
    kind: 'vacation',
    startDate: '2026-12-07',
    endDate: '2026-12-08',
    hours: 16,
    note: null,
    status: 'pending',
    decisionNote: null,
    decidedAt: null,
    payStubId: null,
    version: 1,
    createdAt: '2026-11-20T09:00:00Z',
    updatedAt: '2026-11-20T09:00:00Z',
    ...overrides,
  };
}
