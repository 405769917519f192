/**
 * The query keys of a company's pay-group list, shared because two features cache it: pay groups
 * edit it, and the employee forms and list choose and name a group from it. One key means a
 * pay-group change (invalidating `all`) refreshes what the employee screens show.
 */
export const payGroupListKeys = {
  all: ['pay-groups'] as const,
  list: (companyId: string) => [...payGroupListKeys.all, companyId, 'list'] as const,
};
