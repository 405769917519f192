import type { MouseEvent } from 'react';
import { useState } from 'react';
import { useSettings } from '../settings/settings-context';
import { Deferred } from '../ui/deferred';

const loadLanguageMenu = async () => (await import('./language-menu')).LanguageMenu;

/**
 * The language menu behind whatever button opens it: the button's ARIA state and click, and the
 * menu itself, which downloads at the first press (decision 110). MUI's menu closes on a click
 * outside and gives focus back to the button.
 */
export function useLanguageMenu() {
  const { settings, setSetting } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const current = settings.i18n;
  const buttonProps = {
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': open ? 'language-menu' : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(open ? null : event.currentTarget),
    'data-testid': 'language-button',
  } as const;
  const menu = (
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
  );
  return { current, buttonProps, menu };
}
