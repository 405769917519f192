/** The signed-in shell (menus, header, settings drawer), loaded with the first signed-in page. */
export const loadShellLayout = async () => (await import('./shell-layout')).ShellLayout;

/** The 404 screen, inside the shell for a signed-in user: it loads the shell with it. */
export const loadNotFoundRoute = async () => (await import('./not-found-route')).NotFoundRoute;
