import type { Job } from '@paydesk/contracts';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useJob } from '@web/shared/jobs';
import { JobProgress } from '@web/shared/ui/job-progress';

type Props = {
  jobId: string;
  open: boolean;
  onHide: () => void;
  onSucceeded: (payrollId: string) => void;
  onFailed: (job: Job) => void;
  /** The job is no longer there to read (404): nothing to show. */
  onGone: () => void;
};

/**
 * A large payroll's commit, running on the server as a job: its progress in pay stubs written.
 * The user may hide it or leave the page; the editor shows it again when they come back.
 */
export function CommitProgress({ jobId, open, onHide, onSucceeded, onFailed, onGone }: Props) {
  const intl = useIntl();
  const titleId = useId();
  const query = useJob(jobId);
  const job = query.data;
  useEffect(() => {
    if (job?.status === 'succeeded' && job.result?.payrollId) onSucceeded(job.result.payrollId);
    else if (job?.status === 'failed') onFailed(job);
    // The callbacks change with every render of the editor; the job's end happens once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job?.status]);
  useEffect(() => {
    if (query.isError) onGone();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.isError]);
  return (
    <Dialog open={open} onClose={onHide} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        <FormattedMessage id="payroll.commit.progress.title" />
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          <FormattedMessage id="payroll.commit.progress.hint" />
        </Typography>
        <JobProgress
          job={job}
          label={<FormattedMessage id="payroll.commit.progress.label" />}
          ariaLabel={intl.formatMessage({ id: 'payroll.commit.progress.label' })}
          testId="commit-progress"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onHide}>
          <FormattedMessage id="common.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
