// The public face of the site feature: the app layer mounts these.
export { ErrorScreenOnDemand as ErrorScreen } from './errors/error-screen-on-demand';
export { RouteErrorScreen } from './errors/route-error-screen';
export type { ErrorScreenCode } from './errors/error-code';
export { siteRoutes } from './routes';
export { siteMessageLoaders } from './locales/loaders';
export { sitePagesMessageLoaders } from './pages/locales/loaders';

/** The contact messages page with its data grid, loaded when first visited (its own chunk). */
export const loadContactMessagesPage = async () =>
  (await import('./pages/contact-messages-page')).ContactMessagesPage;

/** The notice of a page still being built, loaded when first shown. */
export const loadFeaturePendingPage = async () =>
  (await import('./pages/feature-pending-page')).FeaturePendingPage;
