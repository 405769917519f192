import { Button, CircularProgress } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useDownloadEfw2, useDownloadEmployerForm } from '../api/year-end';

type Props = {
  companyId: string;
  year: number;
  disabled: boolean;
  /** Runs a download, showing the server's detail when it fails. */
  run: (action: () => Promise<void>, fallbackId: string) => Promise<void>;
};

/** The employer's files of the year: the SSA's EFW2 file, copy D of every W-2 and Form W-3. */
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
      {(['copyD', 'w3'] as const).map((form) => (
        <Button
          key={form}
          variant="outlined"
          data-testid={`year-end-download-${form}`}
          disabled={employerForm.isPending || disabled}
          onClick={() =>
            void run(() => employerForm.mutateAsync({ form, year }), 'yearEnd.employerForms.error')
          }
        >
          <FormattedMessage id={`yearEnd.employerForms.${form}`} />
        </Button>
      ))}
    </>
  );
}
