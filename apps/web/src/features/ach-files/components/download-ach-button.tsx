import { achFileName } from '@paydesk/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNotify } from '@web/shared/notify';
import { useDownloadAchFile } from '../api/download-ach-file';

type Props = {
  fileId: string;
  variant?: 'text' | 'outlined' | 'contained';
  size?: 'small' | 'medium';
};

/** Saves one ACH file as ach-{id}.txt; the button names the file for screen readers. */
export function DownloadAchButton({ fileId, variant = 'text', size = 'small' }: Props) {
  const intl = useIntl();
  const notify = useNotify();
  const download = useDownloadAchFile();
  return (
    <Button
      size={size}
      variant={variant}
      startIcon={<DownloadIcon />}
      disabled={download.isPending}
      aria-label={intl.formatMessage(
        { id: 'achFiles.downloadNamed' },
        { name: achFileName(fileId) },
      )}
      onClick={(event) => {
        // Inside a grid row, the click is the button's alone.
        event.stopPropagation();
        download.mutate(fileId, {
          onError: (error) => notify.failure(error, 'achFiles.error.download'),
        });
      }}
    >
      <FormattedMessage id="achFiles.download" />
    </Button>
  );
}
