/** Query keys of the pay-groups feature; mutations invalidate through these. */
export const payGroupKeys = {
  all: ['pay-groups'] as const,
  list: (companyId: string) => [...payGroupKeys.all, companyId, 'list'] as const,
  schedule: (companyId: string, payGroupId: string) =>
    [...payGroupKeys.all, companyId, 'schedule', payGroupId] as const,
};
