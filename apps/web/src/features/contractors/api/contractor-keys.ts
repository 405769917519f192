/** The contractor list's filters: the typed search and a status, both empty when not used. */
export type ContractorListFilters = { q: string; status: string };

/** Query keys of the contractors feature; mutations invalidate through these. */
export const contractorKeys = {
  all: ['contractors'] as const,
  lists: (companyId: string) => [...contractorKeys.all, 'list', companyId] as const,
  list: (companyId: string, filters: ContractorListFilters) =>
    [...contractorKeys.lists(companyId), filters.q, filters.status] as const,
  /** Every active contractor, for the pay page's picker. */
  payable: (companyId: string) => [...contractorKeys.all, 'payable', companyId] as const,
  detail: (contractorId: string) => [...contractorKeys.all, 'detail', contractorId] as const,
  bankAccounts: (contractorId: string) =>
    [...contractorKeys.all, 'bank-accounts', contractorId] as const,
  payments: (companyId: string) => [...contractorKeys.all, 'payments', companyId] as const,
  forms1099: (companyId: string, year: number) =>
    [...contractorKeys.all, '1099', companyId, year] as const,
  me: ['contractors', 'me'] as const,
  myPayments: () => [...contractorKeys.me, 'payments'] as const,
  my1099: (year: number) => [...contractorKeys.me, '1099', year] as const,
  myBankAccounts: () => [...contractorKeys.me, 'bank-accounts'] as const,
};
