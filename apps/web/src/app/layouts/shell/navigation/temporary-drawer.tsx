import { Box, Drawer } from '@mui/material';
import type { MenuItem } from '@web/shared/layout/menu-types';
import { Logo } from '@web/shared/layout/logo';
import { layout } from '@web/shared/theme/breakpoints';
import { NavList } from './nav-list';

type Props = { items: MenuItem[]; open: boolean; onClose: () => void };

/** The menu over the page below md (900 px), closed after each choice; downloaded at its first opening. */
export function TemporaryDrawer({ items, open, onClose }: Props) {
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
