import { achFileName } from '@paydesk/contracts';
import { Box, Stack } from '@mui/material';
import { Ltr } from '@web/shared/ui/ltr';
import { DownloadAchButton } from './download-ach-button';

/** An ACH file named by its file name, with its download (the payroll view shows it). */
export function AchFileReference({ fileId }: { fileId: string }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      data-testid="payroll-ach-file"
    >
      <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}>
        <Ltr>{achFileName(fileId)}</Ltr>
      </Box>
      <DownloadAchButton fileId={fileId} />
    </Stack>
  );
}
