export { AppBreadcrumbs } from './app-breadcrumbs';
export {
  BreadcrumbLabelsProvider,
  useBreadcrumbLabel,
  useBreadcrumbLabels,
} from './breadcrumb-labels';
export type { BreadcrumbEntry, Crumb, CrumbHandle } from './crumb-types';
export { useBreadcrumbs } from './use-breadcrumbs';
