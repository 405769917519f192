import {
  updatePayrollDraftResponseSchema,
  type UpdatePayrollDraftResponse,
} from '@paydesk/contracts';
import { apiRequest } from '@web/shared/http/http-client';
import type { DraftUpdate } from '../model/line-edit';
import { companyHeader } from '@web/shared/http/company-header';

/**
 * PUT /payroll-drafts/{id}: the changed lines with the draft version they were read at; answers
 * the new version, the summary and the recomputed lines. A stale version answers 409. The
 * editor's autosave (components/editor/use-draft-autosave.ts) orders these calls and merges the
 * answers into the cached pages of the draft.
 */
export async function updatePayrollDraft(
  companyId: string,
  draftId: string,
  body: DraftUpdate,
): Promise<UpdatePayrollDraftResponse> {
  const { data } = await apiRequest(`/payroll-drafts/${encodeURIComponent(draftId)}`, {
    method: 'PUT',
    headers: companyHeader(companyId),
    body,
    schema: updatePayrollDraftResponseSchema,
  });
  return data;
}
