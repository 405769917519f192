import type { Job } from '@paydesk/contracts';
import { Box, LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

type Props = {
  /** The job as last read; undefined while its first answer is awaited. */
  job: Job | undefined;
  /** What the bar measures ("Preparing the pay stubs"): its accessible name and its heading. */
  label: ReactNode;
  /** The same, as text, for the bar's accessible name. */
  ariaLabel: string;
  testId?: string;
};

/**
 * A job's progress: a determinate bar with "done of total" once it runs and knows its total,
 * an indeterminate one while it waits or counts.
 */
export function JobProgress({ job, label, ariaLabel, testId }: Props) {
  const intl = useIntl();
  const known = job !== undefined && job.status !== 'queued' && job.total > 0;
  const percent = known ? Math.round((Math.min(job.done, job.total) / job.total) * 100) : 0;
  const status = known
    ? intl.formatMessage(
        { id: 'common.job.progress' },
        { done: intl.formatNumber(job.done), total: intl.formatNumber(job.total) },
      )
    : intl.formatMessage({ id: 'common.job.waiting' });
  return (
    <Box data-testid={testId} sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <LinearProgress
        variant={known ? 'determinate' : 'indeterminate'}
        value={percent}
        aria-label={ariaLabel}
        aria-valuetext={status}
      />
      <Typography variant="caption" color="text.secondary" role="status" aria-live="polite">
        {status}
      </Typography>
    </Box>
  );
}
