import { ListItemText, Menu, MenuItem } from '@mui/material';
import type { Locale } from '../i18n/locale';
import { languageOptions } from '../i18n/language-options';

type Props = {
  anchor: HTMLElement | null;
  current: Locale;
  onChoose: (locale: Locale) => void;
  onClose: () => void;
};

/** The languages of the language button's menu, downloaded at the button's first press. */
export function LanguageMenu({ anchor, current, onChoose, onClose }: Props) {
  return (
    <Menu
      id="language-menu"
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { dense: true } }}
    >
      {languageOptions.map((option) => (
        <MenuItem
          key={option.locale}
          lang={option.locale}
          selected={option.locale === current}
          onClick={() => onChoose(option.locale)}
        >
          <ListItemText>{option.nativeName}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
