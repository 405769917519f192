import type { AchFile } from '@paydesk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { jobFailure, useJob } from '@web/shared/jobs';
import { JobProgress } from '@web/shared/ui/job-progress';
import { refreshAfterAchFile } from '../api/create-ach-file';

type Props = {
  jobId: string;
  /** The job made the file: the page shows it as after a 201. */
  onCreated: (file: AchFile) => void;
  /** The job met a refusal (a payroll paid meanwhile, a funding account missing) or is gone. */
  onFailed: (failure: unknown) => void;
};

/**
 * A large ACH file being made by a job on the server: its progress (payrolls and contractor
 * payments written, of all) until it ends, then the file or the refusal.
 */
export function GenerationProgress({ jobId, onCreated, onFailed }: Props) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const query = useJob(jobId);
  const job = query.data;

  useEffect(() => {
    if (!job) return;
    if (job.status === 'succeeded' && job.result?.achFile) {
      refreshAfterAchFile(queryClient);
      onCreated(job.result.achFile);
    } else if (job.status === 'failed' || job.status === 'succeeded') {
      onFailed(jobFailure(job, 409));
    }
    // Runs when the job ends; the callbacks are the page's, stable for that one moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job?.status, jobId]);
  useEffect(() => {
    if (query.isError) onFailed(query.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.isError]);

  return (
    <JobProgress
      job={job}
      label={<FormattedMessage id="achFiles.generate.progress" />}
      ariaLabel={intl.formatMessage({ id: 'achFiles.generate.progress' })}
      testId="ach-generation-progress"
    />
  );
}
