import { achFileName } from '@paydesk/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import { IconButton, Tooltip } from '@mui/material';
import { useIntl } from 'react-intl';
import { useNotify } from '@web/shared/notify';
import { useDownloadAchFile } from '../api/download-ach-file';

/** A grid row's download: an icon named by the file it saves (ach-{id}.txt). */
export function DownloadAchIcon({ fileId }: { fileId: string }) {
  const intl = useIntl();
  const notify = useNotify();
  const download = useDownloadAchFile();
  const label = intl.formatMessage({ id: 'achFiles.downloadNamed' }, { name: achFileName(fileId) });
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          color="primary"
          aria-label={label}
          disabled={download.isPending}
          onClick={(event) => {
            event.stopPropagation();
            download.mutate(fileId, {
              onError: (error) => notify.failure(error, 'achFiles.error.download'),
            });
          }}
        >
          <DownloadIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
