import { payGroupListKeys } from '@web/shared/server-state/pay-group-list-keys';

/**
 * Query keys of the pay-groups feature; mutations invalidate through these. The list's key is
 * shared with the employees feature, which caches the same list.
 */
export const payGroupKeys = {
  all: payGroupListKeys.all,
  list: payGroupListKeys.list,
  schedule: (companyId: string, payGroupId: string) =>
    [...payGroupKeys.all, companyId, 'schedule', payGroupId] as const,
};
