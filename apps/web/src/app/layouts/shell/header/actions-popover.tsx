import { Box, Popover } from '@mui/material';
import type { ReactNode } from 'react';

type Props = { anchor: HTMLElement | null; onClose: () => void; children: ReactNode };

/** The phone's overflow of header actions, downloaded at the dots button's first press. */
export function ActionsPopover({ anchor, onClose, children }: Props) {
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box sx={{ display: 'flex', gap: 0.5, p: 1 }} data-testid="overflow-menu">
        {children}
      </Box>
    </Popover>
  );
}
