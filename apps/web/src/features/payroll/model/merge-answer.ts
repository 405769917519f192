import type { PayrollDraft, UpdatePayrollDraftResponse } from '@paydesk/contracts';

/**
 * A cached page of the draft after an update: the new version, totals and readiness, and the
 * recomputed lines in place of the old ones (lines of other pages are left as they are).
 */
export function mergeAnswer<Page extends { draft: PayrollDraft }>(
  page: Page,
  answer: UpdatePayrollDraftResponse,
): Page {
  const changed = new Map(answer.lines.map((line) => [line.employeeId, line]));
  return {
    ...page,
    draft: {
      ...page.draft,
      version: answer.version,
      summary: answer.summary,
      readiness: answer.readiness,
      items: page.draft.items.map((line) => changed.get(line.employeeId) ?? line),
    },
  };
}
