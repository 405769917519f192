import MoreVertIcon from '@mui/icons-material/MoreVert';
import TuneIcon from '@mui/icons-material/Tune';
import { Box, IconButton, Popover, Stack, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LanguageSwitcher } from '@web/shared/layout/language-switcher';
import { FullscreenToggle } from './fullscreen-toggle';

function SettingsButton({ onClick }: { onClick: () => void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'settings.open' });
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        onClick={onClick}
        data-testid="settings-button"
      >
        <TuneIcon />
      </IconButton>
    </Tooltip>
  );
}

/**
 * Full screen, language and interface settings. On phones (below 600 px) they sit in a
 * vertical-dots overflow menu (spec §2.6).
 */
export function HeaderActions({ onOpenSettings }: { onOpenSettings: () => void }) {
  const intl = useIntl();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const actions = (
    <>
      <FullscreenToggle />
      <LanguageSwitcher />
      <SettingsButton
        onClick={() => {
          setAnchor(null);
          onOpenSettings();
        }}
      />
    </>
  );
  if (!phone)
    return (
      <Stack direction="row" spacing={0.5}>
        {actions}
      </Stack>
    );
  const label = intl.formatMessage({ id: 'layout.moreActions' });
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-haspopup="true"
        aria-expanded={open}
        onClick={(event) => setAnchor(open ? null : event.currentTarget)}
        data-testid="overflow-button"
      >
        <MoreVertIcon />
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ display: 'flex', gap: 0.5, p: 1 }} data-testid="overflow-menu">
          {actions}
        </Box>
      </Popover>
    </>
  );
}
