import TranslateIcon from '@mui/icons-material/Translate';
import { IconButton, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSettings } from '../settings/settings-context';
import { Deferred } from '../ui/deferred';

const loadLanguageMenu = async () => (await import('./language-menu')).LanguageMenu;

/**
 * The language menu of the specification §2.6. MUI's menu closes on a click outside and gives
 * focus back to the button that opened it; it downloads at the first press (decision 110).
 */
export function LanguageSwitcher() {
  const intl = useIntl();
  const { settings, setSetting } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const current = settings.i18n;
  const label = intl.formatMessage({ id: 'layout.language.button' });

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? 'language-menu' : undefined}
          onClick={(event) => setAnchor(open ? null : event.currentTarget)}
          color="inherit"
          data-testid="language-button"
        >
          {current === 'en' ? (
            <TranslateIcon />
          ) : (
            <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700, minWidth: 24 }}>
              {current.toUpperCase()}
            </Typography>
          )}
        </IconButton>
      </Tooltip>
      <Deferred
        load={loadLanguageMenu}
        wanted={open}
        props={{
          anchor,
          current,
          onChoose: (locale) => {
            setSetting('i18n', locale);
            setAnchor(null);
          },
          onClose: () => setAnchor(null),
        }}
      />
    </>
  );
}
