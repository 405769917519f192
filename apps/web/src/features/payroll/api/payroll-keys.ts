/** Query keys of the payroll feature; mutations invalidate through these. */
export const payrollKeys = {
  all: ['payroll'] as const,
  company: (companyId: string) => [...payrollKeys.all, companyId] as const,
  upcoming: (companyId: string) => [...payrollKeys.company(companyId), 'upcoming'] as const,
  lists: (companyId: string) => [...payrollKeys.company(companyId), 'list'] as const,
  list: (companyId: string, status: string) => [...payrollKeys.lists(companyId), status] as const,
  recent: (companyId: string) => [...payrollKeys.company(companyId), 'recent'] as const,
  payroll: (companyId: string, id: string) =>
    [...payrollKeys.company(companyId), 'payroll', id] as const,
  draft: (companyId: string, draftId: string) =>
    [...payrollKeys.company(companyId), 'draft', draftId] as const,
  awaitingPayment: () => [...payrollKeys.all, 'awaiting-payment'] as const,
  employees: (companyId: string, q: string) =>
    [...payrollKeys.company(companyId), 'employees', q] as const,
};
