import TranslateIcon from '@mui/icons-material/Translate';
import { IconButton, Tooltip, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { useLanguageMenu } from './use-language-menu';

/** The language menu of the specification §2.6, behind the shell's icon button. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const { current, buttonProps, menu } = useLanguageMenu();
  const label = intl.formatMessage({ id: 'layout.language.button' });

  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} {...buttonProps} color="inherit">
          {current === 'en' ? (
            <TranslateIcon />
          ) : (
            <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700, minWidth: 24 }}>
              {current.toUpperCase()}
            </Typography>
          )}
        </IconButton>
      </Tooltip>
      {menu}
    </>
  );
}
