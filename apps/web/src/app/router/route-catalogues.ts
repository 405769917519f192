import type { RouteObject } from 'react-router';
import { showAllMessages, showMessages, type FeatureCatalogue } from '../i18n-messages';

/**
 * What a signed-in route puts in its `handle` when its page shows only some features' texts
 * (besides the first pages' ones): the catalogues it waits for. A first page names them, so that
 * it downloads only its own texts; a route that names none waits for every catalogue.
 */
export type CatalogueHandle = { catalogues?: readonly FeatureCatalogue[] };

/** Every lazy route of the tree renders once the catalogues its handle names are on screen. */
export function awaitingCatalogues(route: RouteObject): RouteObject {
  const { lazy } = route;
  const parts = (route.handle as CatalogueHandle | undefined)?.catalogues;
  const awaited =
    typeof lazy === 'function'
      ? {
          lazy: async () => {
            const [loaded] = await Promise.all([
              lazy(),
              parts ? showMessages(parts) : showAllMessages(),
            ]);
            return loaded;
          },
        }
      : {};
  if (route.index) return { ...route, ...awaited };
  return { ...route, ...awaited, children: route.children?.map(awaitingCatalogues) };
}

/** The handle part of a route whose page shows only these features' texts. */
export const catalogues = (...parts: FeatureCatalogue[]): CatalogueHandle => ({
  catalogues: parts,
});

/**
 * The public routes: those whose handle names catalogues render once these are on screen; the
 * others show the first pages' texts only, so they wait for nothing more.
 */
export function awaitingNamedCatalogues(route: RouteObject): RouteObject {
  const { lazy } = route;
  const parts = (route.handle as CatalogueHandle | undefined)?.catalogues;
  const awaited =
    parts && typeof lazy === 'function'
      ? {
          lazy: async () => {
            const [loaded] = await Promise.all([lazy(), showMessages(parts)]);
            return loaded;
          },
        }
      : {};
  if (route.index) return { ...route, ...awaited };
  return { ...route, ...awaited, children: route.children?.map(awaitingNamedCatalogues) };
}
