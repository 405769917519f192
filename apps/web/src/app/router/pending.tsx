import type { RouteObject } from 'react-router';
import { loadFeaturePendingPage } from '@web/features/site';
import type { Crumb } from '@web/shared/layout/breadcrumbs/crumb-types';

/**
 * A product route whose feature page is still being built: it keeps its path, crumb and menu
 * entry and shows the pending notice (loaded on first visit, like any page). The feature
 * replaces `lazy` with its page's loader.
 */
export function pending(path: string, titleId: string, crumb?: Crumb): RouteObject {
  return {
    ...(path === '' ? { index: true } : { path }),
    lazy: async () => {
      const FeaturePendingPage = await loadFeaturePendingPage();
      return { element: <FeaturePendingPage titleId={titleId} /> };
    },
    ...(crumb ? { handle: { crumb } } : {}),
  };
}

export const crumb = (titleId: string): { crumb: Crumb } => ({ crumb: { titleId } });
