import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { useNotify } from '@web/shared/notify';
import { useDownloadRegister } from '../../api/download-register';

/** Downloads the payroll register as payroll-register-{id}.csv. */
export function RegisterDownload({
  companyId,
  payrollId,
}: {
  companyId: string;
  payrollId: string;
}) {
  const notify = useNotify();
  const { locale } = useFormatters();
  const download = useDownloadRegister(companyId, payrollId, locale);
  return (
    <Button
      startIcon={<DownloadIcon />}
      disabled={download.isPending}
      onClick={() =>
        download.mutate(undefined, {
          onError: (error) => notify.failure(error, 'payroll.error.register'),
        })
      }
    >
      <FormattedMessage id="payroll.view.register" />
    </Button>
  );
}
