import { headerNames } from '@paydesk/contracts';
import { companyHeader } from '@web/shared/http/company-header';

/** Whose stubs: the employee and their company (the headers of every stub call name both). */
export type StubOwner = { companyId: string; employeeId: string };

/** Query keys of the pay-stubs feature; a void invalidates the employee's lists and stubs. */
export const payStubKeys = {
  all: ['pay-stubs'] as const,
  employee: (owner: StubOwner) => [...payStubKeys.all, owner.companyId, owner.employeeId] as const,
  list: (owner: StubOwner) => [...payStubKeys.employee(owner), 'list'] as const,
  latest: (owner: StubOwner) => [...payStubKeys.employee(owner), 'latest'] as const,
  stub: (owner: StubOwner, stubId: string) =>
    [...payStubKeys.employee(owner), 'stub', stubId] as const,
};

/** `Company-ID` and `Employee-ID` (API.md § Pay stubs). */
export const ownerHeaders = (owner: StubOwner) => ({
  ...companyHeader(owner.companyId),
  [headerNames.employeeId]: owner.employeeId,
});
