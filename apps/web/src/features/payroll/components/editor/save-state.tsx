import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { CircularProgress, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import type { SaveState } from './use-draft-autosave';

/** Whether the edits are saved: announced politely to screen readers. */
export function SaveStateText({ state }: { state: SaveState }) {
  if (state === 'idle') return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      role="status"
      aria-live="polite"
      data-testid="save-state"
      data-state={state}
      sx={{ alignItems: 'center', color: state === 'failed' ? 'error.main' : 'text.secondary' }}
    >
      {state === 'saved' && <CloudDoneOutlinedIcon fontSize="small" color="success" />}
      {(state === 'saving' || state === 'waiting') && <CircularProgress size={14} />}
      {state === 'failed' && <ErrorOutlineIcon fontSize="small" />}
      <Typography variant="body2">
        <FormattedMessage id={`payroll.save.${state}`} />
      </Typography>
    </Stack>
  );
}
