import { headerNames, payrollDraftSchema, type PayrollDraft } from '@paydesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { companyHeader } from '@web/shared/http/company-header';
import { payrollKeys } from './payroll-keys';

/** The editor's page size (API.md: 50 lines a page by default). */
export const DRAFT_PAGE_SIZE = 50;

export type DraftPage = { draft: PayrollDraft; nextKey: string | null; previousKey: string | null };

/** GET /payroll-drafts/{id}: the draft with one page of its lines (Page-Key cursors). */
export async function getPayrollDraft(
  companyId: string,
  draftId: string,
  pageKey: string | null,
): Promise<DraftPage> {
  const response = await apiRequest(`/payroll-drafts/${encodeURIComponent(draftId)}`, {
    headers: {
      ...companyHeader(companyId),
      [headerNames.pageSize]: String(DRAFT_PAGE_SIZE),
      ...(pageKey ? { [headerNames.pageKey]: pageKey } : {}),
    },
    schema: payrollDraftSchema,
  });
  return {
    draft: response.data,
    nextKey: response.headers.get(headerNames.nextPageKey),
    previousKey: response.headers.get(headerNames.previousPageKey),
  };
}

/** Every line of the draft, page after page: a check before commit must see them all. */
export async function getAllDraftLines(
  companyId: string,
  draftId: string,
): Promise<PayrollDraft['items']> {
  const lines: PayrollDraft['items'] = [];
  let pageKey: string | null = null;
  do {
    const page: DraftPage = await getPayrollDraft(companyId, draftId, pageKey);
    lines.push(...page.draft.items);
    pageKey = page.nextKey;
  } while (pageKey !== null);
  return lines;
}

export const payrollDraftQueryOptions = (
  companyId: string,
  draftId: string,
  pageKey: string | null,
) =>
  queryOptions({
    queryKey: [...payrollKeys.draft(companyId, draftId), { pageKey }],
    queryFn: () => getPayrollDraft(companyId, draftId, pageKey),
    placeholderData: keepPreviousData,
    // Edits are saved from this page; a refetch on focus would overwrite what is being typed.
    refetchOnWindowFocus: false,
  });

/** `isWanted` false stops every fetch: a draft being deleted is not asked for again (404). */
export const usePayrollDraft = (
  companyId: string,
  draftId: string,
  pageKey: string | null,
  isWanted = true,
) => useQuery({ ...payrollDraftQueryOptions(companyId, draftId, pageKey), enabled: isWanted });
