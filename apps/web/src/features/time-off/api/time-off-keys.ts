/** Query keys of the time-off feature; mutations invalidate through these. */
export const timeOffKeys = {
  all: ['time-off'] as const,
  policies: (companyId: string) => [...timeOffKeys.all, 'policies', companyId] as const,
  employees: (companyId: string) => [...timeOffKeys.all, 'employees', companyId] as const,
  balances: (employeeId: string) => [...timeOffKeys.all, 'balances', employeeId] as const,
  requests: (companyId: string) => [...timeOffKeys.all, 'requests', companyId] as const,
  requestList: (companyId: string, status: string) =>
    [...timeOffKeys.requests(companyId), status] as const,
};
