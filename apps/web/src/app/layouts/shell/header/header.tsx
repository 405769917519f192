import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { AppBar, Box, IconButton, Toolbar, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Logo } from '@web/shared/layout/logo';
import { layout } from '@web/shared/theme/breakpoints';
import { HeaderActions } from './header-actions';
import { ProfileMenu } from './profile-menu';

type Props = {
  menuOpen: boolean;
  /** Absent when no drawer can be toggled (horizontal menu on a wide screen). */
  onToggleMenu?: () => void;
  onOpenSettings: () => void;
  /** The horizontal menu bar, shown under the top bar. */
  below?: ReactNode;
};

/** The top bar: logo, menu toggle, full screen, language, settings and the profile menu. */
export function Header({ menuOpen, onToggleMenu, onOpenSettings, below }: Props) {
  const intl = useIntl();
  const toggleLabel = intl.formatMessage({ id: 'layout.menu.toggle' });
  return (
    <AppBar
      position="fixed"
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}
      data-testid="top-bar"
    >
      <Toolbar sx={{ minHeight: { xs: layout.headerHeight }, gap: 1, px: { xs: 1.5, sm: 3 } }}>
        <Box
          sx={{
            display: { xs: 'none', md: 'flex' },
            width: layout.drawerWidth - 32,
            flexShrink: 0,
          }}
        >
          <Logo />
        </Box>
        {onToggleMenu && (
          <Tooltip title={toggleLabel}>
            <IconButton
              color="inherit"
              aria-label={toggleLabel}
              aria-expanded={menuOpen}
              onClick={onToggleMenu}
              data-testid="menu-toggle"
              sx={{ bgcolor: 'action.hover', borderRadius: 2 }}
            >
              {menuOpen ? (
                <MenuOpenIcon
                  sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
                />
              ) : (
                <MenuIcon />
              )}
            </IconButton>
          </Tooltip>
        )}
        <Box sx={{ display: { xs: 'flex', md: 'none' }, minWidth: 0, overflow: 'hidden' }}>
          <Logo />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <HeaderActions onOpenSettings={onOpenSettings} />
        <ProfileMenu />
      </Toolbar>
      {below}
    </AppBar>
  );
}
