import { w2CopiesDFileName } from '@paydesk/contracts';
import { Box, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { saveFile } from '@web/shared/http/save-file';
import { downloadJobFile, jobFailure, useJob, useStoredJob } from '@web/shared/jobs';
import { JobProgress } from '@web/shared/ui/job-progress';
import { requestCopiesDJob } from '../api/copies-d-job';

type Props = {
  companyId: string;
  year: number;
  disabled: boolean;
  /** Runs a step, showing the server's detail when it fails. */
  run: (action: () => Promise<void>, fallbackId: string) => Promise<void>;
};

const FALLBACK = 'yearEnd.employerForms.error';

/**
 * "W-2 copies D": the server draws every employee's copy D into one PDF as a job, whose progress
 * (employees drawn, of all) shows beside the button; the PDF downloads when it is ready. The job
 * is kept for the company's year in the tab, so leaving the page and coming back goes on showing it.
 */
export function CopyDDownload({ companyId, year, disabled, run }: Props) {
  const intl = useIntl();
  const [jobId, rememberJob] = useStoredJob('year-end.w2-copies-d', `${companyId}.${year}`);
  const [starting, setStarting] = useState(false);
  const query = useJob(jobId);
  const job = query.data;

  useEffect(() => {
    if (!jobId || !job) return;
    if (job.status === 'succeeded') {
      rememberJob(null);
      const name = job.result?.fileName ?? w2CopiesDFileName(year, companyId);
      void run(async () => saveFile(await downloadJobFile(jobId), name), FALLBACK);
    } else if (job.status === 'failed') {
      rememberJob(null);
      void run(() => Promise.reject(jobFailure(job, 409)), FALLBACK);
    }
    // Runs when the job ends; the helpers are stable enough for that one moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job?.status, jobId]);
  useEffect(() => {
    if (query.isError) rememberJob(null);
  }, [query.isError, rememberJob]);

  const start = () =>
    run(async () => {
      setStarting(true);
      try {
        rememberJob(await requestCopiesDJob(companyId, year));
      } finally {
        setStarting(false);
      }
    }, FALLBACK);

  return (
    <>
      <Button
        variant="outlined"
        data-testid="year-end-download-copyD"
        disabled={disabled || starting || jobId !== null}
        onClick={() => void start()}
      >
        <FormattedMessage id="yearEnd.employerForms.copyD" />
      </Button>
      {jobId && (
        <Box sx={{ minWidth: 200 }}>
          <JobProgress
            job={job}
            label={<FormattedMessage id="yearEnd.employerForms.copyDProgress" />}
            ariaLabel={intl.formatMessage({ id: 'yearEnd.employerForms.copyDProgress' })}
            testId="year-end-copyD-progress"
          />
        </Box>
      )}
    </>
  );
}
