import { payStubArchiveName } from '@paydesk/contracts';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import { Box, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { saveFile } from '@web/shared/http/save-file';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { downloadJobFile, jobFailure, useJob, useStoredJob } from '@web/shared/jobs';
import { useNotify } from '@web/shared/notify';
import { JobProgress } from '@web/shared/ui/job-progress';
import { requestStubArchive } from '../../api/archive-pay-stubs';

/**
 * "Download all pay stubs": the server draws every issued stub of the payroll into one ZIP as a
 * job, whose progress shows here; the ZIP downloads when it is ready. The job is kept for the
 * payroll in the tab's storage, so closing the view and opening it again goes on showing it.
 */
export function AllStubsDownload({ payrollId }: { payrollId: string }) {
  const intl = useIntl();
  const notify = useNotify();
  const { locale } = useFormatters();
  const [jobId, rememberJob] = useStoredJob('pay-stubs.archive', payrollId);
  const [starting, setStarting] = useState(false);
  const query = useJob(jobId);
  const job = query.data;

  useEffect(() => {
    if (!jobId || !job) return;
    if (job.status === 'succeeded') {
      rememberJob(null);
      downloadJobFile(jobId)
        .then((blob) => saveFile(blob, job.result?.fileName ?? payStubArchiveName(payrollId)))
        .catch((error: unknown) => notify.failure(error, 'payroll.error.allStubs'));
    } else if (job.status === 'failed') {
      rememberJob(null);
      notify.failure(jobFailure(job, 409), 'payroll.error.allStubs');
    }
    // Runs when the job ends; the helpers are stable enough for that one moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job?.status, jobId]);
  useEffect(() => {
    if (query.isError) rememberJob(null);
  }, [query.isError, rememberJob]);

  const start = async () => {
    setStarting(true);
    try {
      rememberJob(await requestStubArchive(payrollId, locale));
    } catch (error) {
      notify.failure(error, 'payroll.error.allStubs');
    } finally {
      setStarting(false);
    }
  };

  if (jobId) {
    return (
      <Box sx={{ minWidth: 220, flexGrow: 1 }}>
        <JobProgress
          job={job}
          label={<FormattedMessage id="payroll.view.allStubsProgress" />}
          ariaLabel={intl.formatMessage({ id: 'payroll.view.allStubsProgress' })}
          testId="all-stubs-progress"
        />
      </Box>
    );
  }
  return (
    <Button startIcon={<FolderZipIcon />} disabled={starting} onClick={() => void start()}>
      <FormattedMessage id="payroll.view.allStubs" />
    </Button>
  );
}
