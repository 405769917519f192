import type { PayrollDraft, WithholdingMethod } from '@paydesk/contracts';
import type { Db } from '@paydesk/api/platform/db/database';
import { conflict, notFound } from '@paydesk/api/platform/errors/app-error';
import { findDraft, type DraftRow } from './draft-repository';

export const draftNotFound = () => notFound('payroll_draft.not_found', 'The payroll draft');

export const staleDraft = () =>
  conflict(
    'payroll_draft.version_stale',
    'Someone else changed this draft in the meantime. Reload it and try again.',
  );

/** The company's open draft; a closed one is as unknown as one that never was. */
export async function mustFindOpen(db: Db, companyId: string, id: string): Promise<DraftRow> {
  const draft = await findDraft(db, companyId, id);
  if (!draft || draft.status !== 'open') throw draftNotFound();
  return draft;
}

/** The draft's own fields as API.md shows them, before its summary and lines. */
export const toDraftHeader = (draft: DraftRow) => ({
  draftId: draft.id,
  companyId: draft.company_id,
  payGroupId: draft.pay_group_id,
  payrollId: draft.payroll_id,
  type: draft.type as PayrollDraft['type'],
  offCycleReason: draft.off_cycle_reason as PayrollDraft['offCycleReason'],
  withholding: draft.withholding as WithholdingMethod,
  periodStart: draft.period_start,
  periodEnd: draft.period_end,
  payDate: draft.pay_date,
  version: draft.version,
});
