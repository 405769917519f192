import type { PayrollDraft } from '@paydesk/contracts';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { failureText, statusOf } from '@web/shared/forms/problem';
import { jobFailure, useStoredJob } from '@web/shared/jobs';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { useNotify } from '@web/shared/notify';
import { ConfirmDialog } from '@web/shared/ui/confirm-dialog';
import { Ltr } from '@web/shared/ui/ltr';
import { useIntl } from 'react-intl';
import { refreshAfterCommit, useCommitPayroll } from '../../api/commit-payroll';
import { getAllDraftLines } from '../../api/get-payroll-draft';
import { payrollViewPath } from '../../model/paths';
import { zeroHourLines } from '../../model/zero-hours';
import { CommitProgress } from './commit-progress';
import { ZeroHoursWarning } from './zero-hours-warning';

const confirmLabelId = (replaces: boolean, isWarned: boolean) => {
  if (replaces) return isWarned ? 'payroll.commit.replaceAnyway' : 'payroll.commit.replace';
  return isWarned ? 'payroll.commit.anyway' : 'payroll.commit.confirm';
};

type Props = {
  companyId: string;
  draft: PayrollDraft;
  /** Saves what is still being typed before the commit reads the draft. */
  flush: () => Promise<void>;
  onRefused: (error: unknown) => void;
  disabled: boolean;
};

/**
 * Commit, after a confirmation that states the cash the company must fund and the pay date, and
 * names the hourly employees who have no hours (the owner may commit anyway). A draft made from
 * an approved payroll replaces it. Success opens the approved payroll. A large draft is committed
 * by a job on the server: its progress shows, and again when the user comes back to the draft.
 */
export function CommitAction({ companyId, draft, flush, onRefused, disabled }: Props) {
  const intl = useIntl();
  const format = useFormatters();
  const notify = useNotify();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  const [zeroHours, setZeroHours] = useState<ReturnType<typeof zeroHourLines>>([]);
  const commit = useCommitPayroll(companyId);
  const queryClient = useQueryClient();
  const [jobId, rememberJob] = useStoredJob('payroll.commit', draft.draftId);
  const [progressHidden, setProgressHidden] = useState(false);
  const replaces = draft.payrollId !== null;
  const committed = (payrollId: string) => {
    notify.success(replaces ? 'payroll.commit.replaced' : 'payroll.commit.done');
    void navigate(payrollViewPath(companyId, payrollId));
  };
  const refused = (error: unknown) => {
    if (statusOf(error) === 422) onRefused(error);
    else notify.error(failureText(error, intl.formatMessage({ id: 'payroll.error.commit' })));
  };
  // Saves what is being typed, then reads every line (all pages) for hourly people without hours.
  const ask = async () => {
    setChecking(true);
    try {
      await flush();
      // An off-cycle run pays a bonus or a correction: no hours are expected there.
      const isRegular = draft.type === 'regular';
      setZeroHours(
        isRegular ? zeroHourLines(await getAllDraftLines(companyId, draft.draftId)) : [],
      );
      setOpen(true);
    } catch (error) {
      notify.error(failureText(error, intl.formatMessage({ id: 'payroll.error.fetchDraft' })));
    } finally {
      setChecking(false);
    }
  };
  const confirm = async () => {
    await flush();
    commit.mutate(
      { draftId: draft.draftId, ...(draft.payrollId ? { payrollId: draft.payrollId } : {}) },
      {
        onSuccess: (answer) => {
          setOpen(false);
          if ('payroll' in answer) {
            committed(answer.payroll.id);
            return;
          }
          setProgressHidden(false);
          rememberJob(answer.jobId);
        },
        onError: (error) => {
          setOpen(false);
          refused(error);
        },
      },
    );
  };
  return (
    <>
      {jobId ? (
        <Button variant="contained" onClick={() => setProgressHidden(false)}>
          <FormattedMessage id="payroll.commit.progress.show" />
        </Button>
      ) : (
        <Button variant="contained" onClick={() => void ask()} disabled={disabled || checking}>
          <FormattedMessage id={replaces ? 'payroll.commit.replace' : 'payroll.commit.open'} />
        </Button>
      )}
      {jobId && (
        <CommitProgress
          jobId={jobId}
          open={!progressHidden}
          onHide={() => setProgressHidden(true)}
          onSucceeded={(payrollId) => {
            rememberJob(null);
            refreshAfterCommit(queryClient, companyId);
            committed(payrollId);
          }}
          onFailed={(job) => {
            rememberJob(null);
            // A readiness refusal lists its checks on the draft, as the 422 of a small commit.
            const notReady = job.error?.code === 'payroll.not_ready';
            refused(jobFailure(job, notReady ? 422 : 409));
          }}
          onGone={() => rememberJob(null)}
        />
      )}
      <ConfirmDialog
        open={open}
        title={<FormattedMessage id="payroll.commit.title" />}
        message={
          <FormattedMessage
            id="payroll.commit.message"
            values={{
              cash: (
                <Ltr testId="commit-cash">{format.money(draft.summary.cashRequirementCents)}</Ltr>
              ),
              payDate: <Ltr testId="commit-pay-date">{format.date(draft.payDate, 'long')}</Ltr>,
              employees: draft.summary.employees,
            }}
          />
        }
        details={zeroHours.length > 0 ? <ZeroHoursWarning people={zeroHours} /> : null}
        confirmLabelId={confirmLabelId(replaces, zeroHours.length > 0)}
        busy={commit.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
