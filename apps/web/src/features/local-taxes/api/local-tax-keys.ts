/** Query keys of the local-taxes feature; mutations invalidate through these. */
export const localTaxKeys = {
  all: ['local-taxes'] as const,
  list: (companyId: string) => [...localTaxKeys.all, companyId] as const,
};
