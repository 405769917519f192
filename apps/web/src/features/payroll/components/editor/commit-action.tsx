import type { PayrollDraft } from '@paydesk/contracts';
import { Button } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { failureText, statusOf } from '@web/shared/forms/problem';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { useNotify } from '@web/shared/notify';
import { ConfirmDialog } from '@web/shared/ui/confirm-dialog';
import { Ltr } from '@web/shared/ui/ltr';
import { useIntl } from 'react-intl';
import { useCommitPayroll } from '../../api/commit-payroll';
import { getAllDraftLines } from '../../api/get-payroll-draft';
import { payrollViewPath } from '../../model/paths';
import { zeroHourLines } from '../../model/zero-hours';
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
 * an approved payroll replaces it. Success opens the approved payroll.
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
  const replaces = draft.payrollId !== null;
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
        onSuccess: (payroll) => {
          setOpen(false);
          notify.success(replaces ? 'payroll.commit.replaced' : 'payroll.commit.done');
          void navigate(payrollViewPath(companyId, payroll.id));
        },
        onError: (error) => {
          setOpen(false);
          if (statusOf(error) === 422) onRefused(error);
          else notify.error(failureText(error, intl.formatMessage({ id: 'payroll.error.commit' })));
        },
      },
    );
  };
  return (
    <>
      <Button variant="contained" onClick={() => void ask()} disabled={disabled || checking}>
        <FormattedMessage id={replaces ? 'payroll.commit.replace' : 'payroll.commit.open'} />
      </Button>
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
