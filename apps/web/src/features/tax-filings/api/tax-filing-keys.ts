/** Query keys of the tax-filings feature. */
export const taxFilingKeys = {
  all: ['tax-filings'] as const,
  liabilities: (companyId: string, from: string, to: string) =>
    [...taxFilingKeys.all, companyId, 'liabilities', from, to] as const,
  states: () => [...taxFilingKeys.all, 'states'] as const,
  deposits: (companyId: string, year: number) =>
    [...taxFilingKeys.all, companyId, 'deposits', year] as const,
  filings: (companyId: string, year: number) =>
    [...taxFilingKeys.all, companyId, 'filings', year] as const,
};
