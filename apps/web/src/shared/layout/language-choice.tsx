import TranslateIcon from '@mui/icons-material/Translate';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { languageOptions } from '../i18n/language-options';
import { useSettings } from '../settings/settings-context';
import { Deferred } from '../ui/deferred';

const loadLanguageMenu = async () => (await import('./language-menu')).LanguageMenu;

/**
 * The language menu of the screens before signing in: the shell's menu behind a button that
 * names the current language in itself, so it needs no tooltip (the sign-in page downloads no
 * tooltip nor popper). The menu downloads at the first press, as the shell's does.
 */
export function LanguageChoice() {
  const intl = useIntl();
  const { settings, setSetting } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const current = settings.i18n;
  const name = languageOptions.find((option) => option.locale === current)?.nativeName ?? current;

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={`${intl.formatMessage({ id: 'layout.language.button' })}: ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'language-menu' : undefined}
        onClick={(event) => setAnchor(open ? null : event.currentTarget)}
        data-testid="language-button"
        sx={{ color: 'text.secondary', gap: 0.5, '& .MuiButton-startIcon': { mx: 0 } }}
      >
        <span lang={current}>{name}</span>
      </Button>
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
