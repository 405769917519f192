import { Menu, MenuItem as MuiMenuItem, type PopoverOrigin } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { MenuItem } from '@web/shared/layout/menu-types';

export type ChildrenMenuProps = {
  id?: string;
  anchor: HTMLElement | null;
  items: MenuItem[];
  activeId: string | null;
  onClose: () => void;
  anchorOrigin?: PopoverOrigin;
  transformOrigin?: PopoverOrigin;
};

/**
 * The pages of a menu group as a small menu beside its button (the collapsed drawer, the
 * horizontal menu), downloaded at the first opening of any group.
 */
export function ChildrenMenu({
  id,
  anchor,
  items,
  activeId,
  onClose,
  ...origins
}: ChildrenMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose} {...origins}>
      {items.map((child) => (
        <MuiMenuItem
          key={child.id}
          component={RouterLink}
          to={child.url ?? '/'}
          selected={child.id === activeId}
          onClick={onClose}
        >
          <FormattedMessage id={child.titleId} />
        </MuiMenuItem>
      ))}
    </Menu>
  );
}
