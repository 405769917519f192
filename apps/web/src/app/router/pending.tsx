import type { RouteObject } from 'react-router';
import { FeaturePendingPage } from '@web/features/site';
import type { Crumb } from '@web/shared/layout/breadcrumbs/crumb-types';

/**
 * A product route whose feature page is still being built: it keeps its path, crumb and menu
 * entry and shows the pending notice. The feature replaces `element` with its page.
 */
export function pending(path: string, titleId: string, crumb?: Crumb): RouteObject {
  return {
    ...(path === '' ? { index: true } : { path }),
    element: <FeaturePendingPage titleId={titleId} />,
    ...(crumb ? { handle: { crumb } } : {}),
  };
}

export const crumb = (titleId: string): { crumb: Crumb } => ({ crumb: { titleId } });
