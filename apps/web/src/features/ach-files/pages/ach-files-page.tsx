import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '@web/shared/ui/page-header';
import { AchFileGrid } from '../components/ach-file-grid';
import { ImportReturnsDialog } from '../components/import-returns-dialog';
import { createAchFilePath } from '../model/ach-paths';

/** /ach-file-management: the stored files, creating one, and importing the bank's returns. */
export function AchFilesPage() {
  const [importing, setImporting] = useState(false);
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="achFiles.list.title" />}
        subtitle={<FormattedMessage id="achFiles.list.subtitle" />}
        actions={
          <>
            <Button startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
              <FormattedMessage id="achFiles.list.import" />
            </Button>
            <Button
              component={RouterLink}
              to={createAchFilePath}
              variant="contained"
              startIcon={<AddIcon />}
            >
              <FormattedMessage id="achFiles.list.create" />
            </Button>
          </>
        }
      />
      <AchFileGrid />
      <ImportReturnsDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
