import { Box, Paper } from '@mui/material';
import type { MenuItem } from '@web/shared/layout/menu-types';
import { layout } from '@web/shared/theme/breakpoints';
import { Deferred } from '@web/shared/ui/deferred';
import { NavList } from './nav-list';

const loadTemporaryDrawer = async () => (await import('./temporary-drawer')).TemporaryDrawer;

type Props = {
  items: MenuItem[];
  /** Below md (900 px) the drawer is temporary: over the page, closed after each choice. */
  temporary: boolean;
  open: boolean;
  onClose: () => void;
};

/**
 * The vertical menu: 260 px open, 72 px collapsed to icons, a temporary drawer on small screens.
 * The docked menu is a fixed paper beside the page rather than MUI's Drawer, whose module brings
 * the modal, its focus trap and its slide with it; only the temporary drawer needs those, and it
 * downloads at its first opening (decision 110).
 */
export function SideDrawer({ items, temporary, open, onClose }: Props) {
  if (temporary) {
    return <Deferred load={loadTemporaryDrawer} wanted={open} props={{ items, open, onClose }} />;
  }
  const width = open ? layout.drawerWidth : layout.miniDrawerWidth;
  return (
    <Box
      data-testid="side-drawer"
      data-variant="permanent"
      data-collapsed={!open}
      sx={{ width, flex: '0 0 auto', flexShrink: 0 }}
    >
      <Paper
        square
        elevation={0}
        data-testid="side-drawer-paper"
        sx={(theme) => ({
          position: 'fixed',
          // Written for the left edge: right-to-left pages mirror it with the rest of the styles.
          left: 0,
          top: layout.headerHeight,
          zIndex: theme.zIndex.drawer,
          display: 'flex',
          flexDirection: 'column',
          width,
          height: `calc(100% - ${layout.headerHeight}px)`,
          overflowX: 'hidden',
          overflowY: 'auto',
          outline: 0,
          backgroundColor: theme.palette.background.paper,
          borderRadius: 0,
          borderRight: `1px solid ${theme.palette.divider}`,
          transition: theme.transitions.create('width', {
            easing: theme.transitions.easing.sharp,
            duration: theme.transitions.duration.enteringScreen,
          }),
        })}
      >
        <NavList items={items} collapsed={!open} />
      </Paper>
    </Box>
  );
}
