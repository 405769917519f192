import { useIntl } from 'react-intl';
import { useMatches } from 'react-router';
import { useBreadcrumbLabels } from './breadcrumb-labels';
import type { BreadcrumbEntry, CrumbHandle } from './crumb-types';

/** The address of `path` beside the last segment of `pathname` (its sibling route). */
export function siblingPath(pathname: string, path: string): string {
  const parent = pathname.replace(/\/+$/, '').replace(/\/[^/]*$/, '');
  return `${parent}/${path}`;
}

/** The breadcrumb trail of the current route: one entry per matched route with a crumb. */
export function useBreadcrumbs(): BreadcrumbEntry[] {
  const intl = useIntl();
  const labels = useBreadcrumbLabels();
  return useMatches().flatMap((match): BreadcrumbEntry[] => {
    const handle = match.handle as CrumbHandle | undefined;
    const crumb = handle?.crumb;
    if (!crumb) return [];
    const section = handle.sectionCrumb;
    const before: BreadcrumbEntry[] = section
      ? [
          {
            key: `${match.id}-section`,
            label: intl.formatMessage({ id: section.titleId }),
            to: siblingPath(match.pathname, section.path),
            loading: false,
          },
        ]
      : [];
    if ('titleId' in crumb) {
      const label = intl.formatMessage({ id: crumb.titleId });
      return [...before, { key: match.id, label, to: match.pathname, loading: false }];
    }
    const known = labels[crumb.labelKey];
    return [
      ...before,
      {
        key: match.id,
        label: known ?? intl.formatMessage({ id: crumb.fallbackTitleId }),
        to: match.pathname,
        loading: known === undefined,
      },
    ];
  });
}
