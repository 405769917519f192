import { Button, CircularProgress } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useDownloadEfw2, useDownloadEmployerForm } from '../api/year-end';
import { CopyDDownload } from './copy-d-download';

type Props = {
  companyId: string;
  year: number;
  disabled: boolean;
  /** Runs a download, showing the server's detail when it fails. */
  run: (action: () => Promise<void>, fallbackId: string) => Promise<void>;
};

/**
 * The employer's files of the year: the SSA's EFW2 file, copy D of every W-2 (drawn by a job
 * with progress, whatever the company's size) and Form W-3.
 */
export function FileButtons({ companyId, year, disabled, run }: Props) {
  const efw2 = useDownloadEfw2(companyId);
  const employerForm = useDownloadEmployerForm(companyId);
  return (
    <>
      <Button
        variant="contained"
        data-testid="year-end-download-efw2"
        disabled={efw2.isPending || disabled}
        startIcon={efw2.isPending ? <CircularProgress size={14} color="inherit" /> : undefined}
        onClick={() => void run(() => efw2.mutateAsync(year), 'yearEnd.efw2.error')}
      >
        <FormattedMessage id="yearEnd.efw2.download" />
      </Button>
      <CopyDDownload companyId={companyId} year={year} disabled={disabled} run={run} />
      <Button
        variant="outlined"
        data-testid="year-end-download-w3"
        disabled={employerForm.isPending || disabled}
        onClick={() =>
          void run(
            () => employerForm.mutateAsync({ form: 'w3', year }),
            'yearEnd.employerForms.error',
          )
        }
      >
        <FormattedMessage id="yearEnd.employerForms.w3" />
      </Button>
    </>
  );
}
