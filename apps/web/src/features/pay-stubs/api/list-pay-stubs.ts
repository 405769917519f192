import {
  PAY_STUB_PAGE_SIZE,
  headerNames,
  pageOf,
  payStubListItemSchema,
  type PayStubListItem,
} from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { keysetFetcher, type PageFetcher } from '@web/shared/ui/data-grid/fetch-page';
import { latestPayStub } from '../model/latest-pay-stub';
import { payStubKeys, type StubOwner } from './pay-stub-keys';

export const payStubListPath = (employeeId: string) =>
  `/pay-stubs?${new URLSearchParams({ employeeId }).toString()}`;

/** GET /pay-stubs?employeeId= a page at a time (Page-Key), newest pay date first. */
export const payStubPageFetcher = (owner: StubOwner): PageFetcher<PayStubListItem> =>
  keysetFetcher<PayStubListItem>(payStubListPath(owner.employeeId), payStubListItemSchema);

const firstPageSchema = pageOf(payStubListItemSchema);

/** The first page (the newest stubs), from which the dashboard picks the latest one. */
export async function fetchLatestPayStub(owner: StubOwner): Promise<PayStubListItem | null> {
  const { data } = await apiRequest(payStubListPath(owner.employeeId), {
    schema: firstPageSchema,
    headers: { [headerNames.pageSize]: String(PAY_STUB_PAGE_SIZE) },
  });
  return latestPayStub(data.items);
}

export const latestPayStubQueryOptions = (owner: StubOwner) =>
  queryOptions({
    queryKey: payStubKeys.latest(owner),
    queryFn: () => fetchLatestPayStub(owner),
  });

export const useLatestPayStub = (owner: StubOwner) => useQuery(latestPayStubQueryOptions(owner));
