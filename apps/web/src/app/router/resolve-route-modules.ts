import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy modules of the routes an address matches and puts them on the route objects, as
 * if they had been written there. A router made after this has its first page at once, with no
 * fallback render: what hydrating a prerendered page needs (its HTML has the page, not the
 * loader), and what the prerender does before it renders the same address.
 */
export async function resolveRouteModules(tree: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(tree, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      const loaded = await lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
