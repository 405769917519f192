import { useIntl } from 'react-intl';
import { useMatches } from 'react-router';
import { useBreadcrumbLabels } from './breadcrumb-labels';
import type { BreadcrumbEntry, CrumbHandle } from './crumb-types';

/** The breadcrumb trail of the current route: one entry per matched route with a crumb. */
export function useBreadcrumbs(): BreadcrumbEntry[] {
  const intl = useIntl();
  const labels = useBreadcrumbLabels();
  return useMatches().flatMap((match) => {
    const crumb = (match.handle as CrumbHandle | undefined)?.crumb;
    if (!crumb) return [];
    if ('titleId' in crumb) {
      const label = intl.formatMessage({ id: crumb.titleId });
      return [{ key: match.id, label, to: match.pathname, loading: false }];
    }
    const known = labels[crumb.labelKey];
    return [
      {
        key: match.id,
        label: known ?? intl.formatMessage({ id: crumb.fallbackTitleId }),
        to: match.pathname,
        loading: known === undefined,
      },
    ];
  });
}
