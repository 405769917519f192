import { Box, Drawer } from '@mui/material';
import type { MenuItem } from '@web/shared/layout/menu-types';
import { Logo } from '@web/shared/layout/logo';
import { layout } from '@web/shared/theme/breakpoints';
import { NavList } from './nav-list';

type Props = {
  items: MenuItem[];
  /** Below md (900 px) the drawer is temporary: over the page, closed after each choice. */
  temporary: boolean;
  open: boolean;
  onClose: () => void;
};

/** The vertical menu: 260 px open, 72 px collapsed to icons, a temporary drawer on small screens. */
export function SideDrawer({ items, temporary, open, onClose }: Props) {
  if (temporary) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        data-testid="side-drawer"
        data-variant="temporary"
        sx={{ zIndex: (theme) => theme.zIndex.modal }}
        slotProps={{ paper: { sx: { width: layout.drawerWidth } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', height: layout.headerHeight, px: 3 }}>
          <Logo />
        </Box>
        <NavList items={items} collapsed={false} />
      </Drawer>
    );
  }
  const width = open ? layout.drawerWidth : layout.miniDrawerWidth;
  return (
    <Drawer
      variant="permanent"
      open={open}
      data-testid="side-drawer"
      data-variant="permanent"
      data-collapsed={!open}
      sx={{ width, flexShrink: 0 }}
      slotProps={{
        paper: {
          sx: (theme) => ({
            width,
            top: layout.headerHeight,
            height: `calc(100% - ${layout.headerHeight}px)`,
            borderRight: `1px solid ${theme.palette.divider}`,
            overflowX: 'hidden',
            transition: theme.transitions.create('width', {
              easing: theme.transitions.easing.sharp,
              duration: theme.transitions.duration.enteringScreen,
            }),
          }),
        },
      }}
    >
      <NavList items={items} collapsed={!open} />
    </Drawer>
  );
}
