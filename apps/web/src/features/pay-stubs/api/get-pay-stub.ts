import { payStubSchema, type PayStub } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { ownerHeaders, payStubKeys, type StubOwner } from './pay-stub-keys';

/** GET /pay-stubs/{id}: the whole stub, named with its company and employee. */
export async function getPayStub(owner: StubOwner, stubId: string): Promise<PayStub> {
  const { data } = await apiRequest(`/pay-stubs/${encodeURIComponent(stubId)}`, {
    headers: ownerHeaders(owner),
    schema: payStubSchema,
  });
  return data;
}

export const payStubQueryOptions = (owner: StubOwner, stubId: string) =>
  queryOptions({
    queryKey: payStubKeys.stub(owner, stubId),
    queryFn: () => getPayStub(owner, stubId),
  });

export const usePayStub = (owner: StubOwner, stubId: string) =>
  useQuery(payStubQueryOptions(owner, stubId));
