import { List } from '@mui/material';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { findActiveItemId, type MenuItem } from '@web/shared/layout/menu-types';
import { NavGroup } from './nav-group';
import { NavLeaf } from './nav-leaf';

/** The side menu built from a role's menu definition; the current page's item is highlighted. */
export function NavList({ items, collapsed }: { items: MenuItem[]; collapsed: boolean }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const activeId = findActiveItemId(items, pathname);
  return (
    <List
      component="nav"
      aria-label={intl.formatMessage({ id: 'layout.navigation' })}
      sx={{ px: collapsed ? 1 : 2, py: 1 }}
    >
      {items.map((item) =>
        item.children ? (
          <NavGroup key={item.id} item={item} activeId={activeId} collapsed={collapsed} />
        ) : (
          <NavLeaf key={item.id} item={item} active={item.id === activeId} collapsed={collapsed} />
        ),
      )}
    </List>
  );
}
