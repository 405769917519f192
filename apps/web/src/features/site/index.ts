// The public face of the site feature: the app layer mounts these.
export { ErrorScreen } from './errors/error-screen';
export { RouteErrorScreen } from './errors/route-error-screen';
export type { ErrorScreenCode } from './errors/error-code';
export { FeaturePendingPage } from './pages/feature-pending-page';
export { siteRoutes } from './routes';
export { siteMessages } from './locales';

/** The contact messages page with its data grid, loaded when first visited (its own chunk). */
export const loadContactMessagesPage = async () =>
  (await import('./pages/contact-messages-page')).ContactMessagesPage;
