import TranslateIcon from '@mui/icons-material/Translate';
import { Button } from '@mui/material';
import { useIntl } from 'react-intl';
import { languageOptions } from '../i18n/language-options';
import { useLanguageMenu } from './use-language-menu';

/**
 * The language menu of the screens before signing in: the shell's menu behind a button that
 * names the current language in itself, so it needs no tooltip (the sign-in page downloads no
 * tooltip nor popper).
 */
export function LanguageChoice() {
  const intl = useIntl();
  const { current, buttonProps, menu } = useLanguageMenu();
  const name = languageOptions.find((option) => option.locale === current)?.nativeName ?? current;

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={`${intl.formatMessage({ id: 'layout.language.button' })}: ${name}`}
        {...buttonProps}
        sx={{ color: 'text.secondary', gap: 0.5, '& .MuiButton-startIcon': { mx: 0 } }}
      >
        <span lang={current}>{name}</span>
      </Button>
      {menu}
    </>
  );
}
