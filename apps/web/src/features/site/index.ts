// The public face of the site feature: the app layer mounts these.
export { ErrorScreen } from './errors/error-screen';
export { RouteErrorScreen } from './errors/route-error-screen';
export type { ErrorScreenCode } from './errors/error-code';
export { ContactMessagesPage } from './pages/contact-messages-page';
export { FeaturePendingPage } from './pages/feature-pending-page';
export { siteRoutes } from './routes';
export { siteMessages } from './locales';
