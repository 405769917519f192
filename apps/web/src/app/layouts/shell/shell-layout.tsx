import { Box, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { preloadSessionExpiryPrompt, SessionExpiryDialog, useAuth } from '@web/features/auth';
import { BreadcrumbLabelsProvider } from '@web/shared/layout/breadcrumbs/breadcrumb-labels';
import { resolveMenu } from '@web/shared/layout/menu-types';
import { onFirstInput, preloadToastHost } from '@web/shared/notify';
import { useSettings } from '@web/shared/settings/settings-context';
import { menuAreaFor, menus, type MenuArea } from '@web/app/menus/menu-for-area';
import { Deferred } from '@web/shared/ui/deferred';
import { Header } from './header/header';
import { MainContent } from './main-content';
import { HorizontalMenu } from './navigation/horizontal-menu';
import { SideDrawer } from './navigation/side-drawer';

/** What a route puts in its `handle` to choose the menu of its area. */
export type MenuHandle = { menu?: MenuArea };

const HORIZONTAL_MENU_HEIGHT = 53;

// The settings drawer downloads at its first opening: most visits never open it.
const loadSettingsDrawer = async () => (await import('../settings/settings-drawer')).SettingsDrawer;

/**
 * The authenticated shell for every role: top bar, the role's menu (side drawer or horizontal
 * bar), the page, the settings drawer and the session-expiry prompt.
 */
export function ShellLayout({ children }: { children?: ReactNode }) {
  const { settings } = useSettings();
  const { user } = useAuth();
  const { pathname } = useLocation();
  const matches = useMatches();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  // A toast answers something the person did (a save, a refusal), and the request behind it
  // takes longer than the host's download: the host downloads at their first click or key press,
  // so a page that is only looked at never downloads it. A toast nobody asked for (the session
  // expiring) loads the host on demand. The session-expiry prompt downloads then too: it opens
  // after a long idle time, when the connection may be gone.
  useEffect(
    () =>
      onFirstInput(window, () => {
        void preloadToastHost();
        void preloadSessionExpiryPrompt();
      }),
    [],
  );

  const routeArea =
    matches.map((match) => (match.handle as MenuHandle | undefined)?.menu).findLast(Boolean) ??
    null;
  const area = menuAreaFor(routeArea, user?.roles ?? []);
  const items = useMemo(
    () =>
      resolveMenu(menus[area].items, {
        companyId: user?.companyId ?? null,
        employeeId: user?.employeeId ?? null,
      }),
    [area, user?.companyId, user?.employeeId],
  );

  // The mini-drawer setting decides how the drawer starts; the toggle then flips it.
  const [drawerOpen, setDrawerOpen] = useState(!settings.miniDrawer);
  const [mobileOpen, setMobileOpen] = useState(false);
  // Changing the setting resets the drawer, and the temporary drawer closes on each new page
  // or when the screen crosses the md breakpoint (adjusted while rendering, not in an effect).
  const [seen, setSeen] = useState({ miniDrawer: settings.miniDrawer, pathname, small });
  if (
    seen.miniDrawer !== settings.miniDrawer ||
    seen.pathname !== pathname ||
    seen.small !== small
  ) {
    if (seen.miniDrawer !== settings.miniDrawer) setDrawerOpen(!settings.miniDrawer);
    setMobileOpen(false);
    setSeen({ miniDrawer: settings.miniDrawer, pathname, small });
  }
  const [settingsOpen, setSettingsOpen] = useState(false);

  const horizontal = settings.menuOrientation === 'horizontal' && !small;
  return (
    <BreadcrumbLabelsProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <Header
          menuOpen={small ? mobileOpen : drawerOpen}
          onToggleMenu={
            horizontal
              ? undefined
              : () => (small ? setMobileOpen((open) => !open) : setDrawerOpen((open) => !open))
          }
          onOpenSettings={() => setSettingsOpen(true)}
          below={horizontal ? <HorizontalMenu items={items} /> : undefined}
        />
        {!horizontal && (
          <SideDrawer
            items={items}
            temporary={small}
            open={small ? mobileOpen : drawerOpen}
            onClose={() => setMobileOpen(false)}
          />
        )}
        <MainContent
          container={settings.container}
          extraTop={horizontal ? HORIZONTAL_MENU_HEIGHT : 0}
        >
          {children ?? <Outlet />}
        </MainContent>
        <Deferred
          load={loadSettingsDrawer}
          wanted={settingsOpen}
          props={{ open: settingsOpen, onClose: () => setSettingsOpen(false) }}
        />
        <SessionExpiryDialog />
      </Box>
    </BreadcrumbLabelsProvider>
  );
}
