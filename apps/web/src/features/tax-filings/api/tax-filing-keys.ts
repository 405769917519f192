/** Query keys of the tax-filings feature. */
export const taxFilingKeys = {
  all: ['tax-filings'] as const,
  liabilities: (companyId: string, from: string, to: string) =>
    [...taxFilingKeys.all, companyId, 'liabilities', from, to] as const,
  states: () => [...taxFilingKeys.all, 'states'] as const,
};
