import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, problemCode, statusOf } from '@web/shared/forms/problem';
import { useNotify } from '@web/shared/notify';
import type { DraftPage } from '../../api/get-payroll-draft';
import { mergeAnswer } from '../../model/merge-answer';
import { payDateCodeMessages } from '../../model/off-cycle-form';
import type { PayDateOutcome } from './pay-date-action';
import { payrollKeys } from '../../api/payroll-keys';
import { updatePayrollDraft } from '../../api/update-payroll-draft';
import {
  addChange,
  draftUpdate,
  type LineChange,
  type PendingChanges,
} from '../../model/line-edit';

/** How long typing may pause before the changes are saved. */
export const AUTOSAVE_DELAY_MS = 600;

export type SaveState = 'idle' | 'waiting' | 'saving' | 'saved' | 'failed';

/**
 * Saves a draft's line edits as they are typed: changes wait a moment, then go in one PUT with
 * the version last read, one request at a time. A stale version (someone else saved the draft
 * meanwhile) reloads it and says so; the edits of that request are dropped with the old values.
 */
export function useDraftAutosave(companyId: string, draftId: string, readVersion?: number) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const intl = useIntl();
  const [state, setState] = useState<SaveState>('idle');
  // Counts the reloads after a failed save: the editor redraws its fields from the server then,
  // even the one being typed in, so no field shows a value that was not saved.
  const [reloads, setReloads] = useState(0);
  const version = useRef(readVersion ?? 0);
  const pending = useRef<PendingChanges>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<void> | null>(null);

  // Versions only grow: a reload after a conflict brings a newer one than any answered before.
  useEffect(() => {
    if (readVersion !== undefined && readVersion > version.current) version.current = readVersion;
  }, [readVersion]);

  const saveOnce = useCallback(async () => {
    const changes = pending.current;
    if (Object.keys(changes).length === 0) return;
    pending.current = {};
    setState('saving');
    const key = payrollKeys.draft(companyId, draftId);
    try {
      const answer = await updatePayrollDraft(
        companyId,
        draftId,
        draftUpdate(version.current, changes),
      );
      version.current = Math.max(version.current, answer.version);
      queryClient.setQueriesData<DraftPage>({ queryKey: key }, (page) =>
        page ? mergeAnswer(page, answer) : page,
      );
      setState(Object.keys(pending.current).length > 0 ? 'waiting' : 'saved');
    } catch (error) {
      const isConflict = statusOf(error) === 409;
      setState('failed');
      if (isConflict) notify.warning('payroll.draft.conflict');
      else notify.failure(error, 'payroll.error.updateDraft');
      await queryClient.invalidateQueries({ queryKey: key });
      setReloads((count) => count + 1);
      // After a conflict the fields show the reloaded draft again: nothing is left unsaved.
      if (isConflict) setState('idle');
    }
  }, [companyId, draftId, queryClient, notify]);

  /** Saves everything waiting, after any save under way; resolves when nothing is left. */
  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    while (running.current || Object.keys(pending.current).length > 0) {
      if (running.current) {
        await running.current;
        continue;
      }
      running.current = saveOnce().finally(() => {
        running.current = null;
      });
    }
  }, [saveOnce]);

  /** Moves the pay date, after the line edits waiting; the draft is recomputed for it. */
  const changePayDate = useCallback(
    async (payDate: string): Promise<PayDateOutcome> => {
      await flush();
      setState('saving');
      const key = payrollKeys.draft(companyId, draftId);
      try {
        const answer = await updatePayrollDraft(companyId, draftId, {
          version: version.current,
          payDate,
          lines: [],
        });
        version.current = Math.max(version.current, answer.version);
        queryClient.setQueriesData<DraftPage>({ queryKey: key }, (page) =>
          page ? { ...page, draft: { ...mergeAnswer(page, answer).draft, payDate } } : page,
        );
        // Every line may change with the date (tax year, year-to-date figures): read them again.
        await queryClient.invalidateQueries({ queryKey: key });
        setState('saved');
        return true;
      } catch (error) {
        setState('failed');
        // A refused date is said next to the field, where it can be corrected.
        const code = problemCode(error);
        const fieldMessageId = code ? payDateCodeMessages[code] : undefined;
        if (fieldMessageId) return { fieldMessageId };
        if (statusOf(error) === 409) notify.warning('payroll.draft.conflict');
        else
          notify.error(failureText(error, intl.formatMessage({ id: 'payroll.error.updateDraft' })));
        await queryClient.invalidateQueries({ queryKey: key });
        return false;
      }
    },
    [companyId, draftId, flush, queryClient, notify, intl],
  );

  const queue = useCallback(
    (employeeId: string, change: LineChange) => {
      pending.current = addChange(pending.current, employeeId, change);
      setState('waiting');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  // Leaving the editor (e.g. through a readiness link) still saves what was typed.
  useEffect(() => () => void flush(), [flush]);

  return { queue, flush, changePayDate, state, reloads };
}
