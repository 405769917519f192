/** Query keys of the ACH files feature; mutations invalidate through these. */
export const achFileKeys = {
  all: ['ach-files'] as const,
  list: () => [...achFileKeys.all, 'list'] as const,
  approvedPayrolls: () => [...achFileKeys.all, 'approved-payrolls'] as const,
  approvedContractorPayments: () => [...achFileKeys.all, 'approved-contractor-payments'] as const,
};
