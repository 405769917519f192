import MoreVertIcon from '@mui/icons-material/MoreVert';
import TuneIcon from '@mui/icons-material/Tune';
import { IconButton, Stack, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LanguageSwitcher } from '@web/shared/layout/language-switcher';
import { Deferred } from '@web/shared/ui/deferred';
import { FullscreenToggle } from './fullscreen-toggle';

const loadActionsPopover = async () => (await import('./actions-popover')).ActionsPopover;

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
 * vertical-dots overflow menu (spec §2.6), downloaded at its first opening (decision 110).
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
      <Deferred
        load={loadActionsPopover}
        wanted={open}
        props={{ anchor, onClose: () => setAnchor(null), children: actions }}
      />
    </>
  );
}
