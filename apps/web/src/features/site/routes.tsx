import type { RouteObject } from 'react-router';
import { SiteLayout } from './components/site-layout';
import { ErrorScreen } from './errors/error-screen';
import { RouteErrorScreen } from './errors/route-error-screen';
import { throwStatus } from './errors/throw-status';
import { ComingSoonPage } from './pages/coming-soon-page';
import { ContactUsPage } from './pages/contact-us-page';
import { FaqsPage } from './pages/faqs-page';
import { LandingPage } from './pages/landing-page';
import { PrivacyPolicyPage } from './pages/privacy-policy-page';
import { ServerErrorPage } from './pages/server-error-page';
import { UnauthorizedPage } from './pages/unauthorized-page';
import { UnderConstructionPage } from './pages/under-construction-page';

/** The public pages of §2.1: /unauthorized, the utility pages and the route error screens. */
export const siteRoutes: RouteObject[] = [
  { path: '/unauthorized', element: <UnauthorizedPage /> },
  { path: '/pages/error', element: <ErrorScreen code="404" fullPage /> },
  {
    path: '/pages/error/:code',
    loader: throwStatus,
    element: null,
    errorElement: <RouteErrorScreen fullPage />,
  },
  { path: '/pages/500', element: <ServerErrorPage /> },
  { path: '/pages/coming-soon1', element: <ComingSoonPage variant={1} /> },
  { path: '/pages/coming-soon2', element: <ComingSoonPage variant={2} /> },
  { path: '/pages/under-construction', element: <UnderConstructionPage /> },
  {
    element: <SiteLayout />,
    children: [
      { path: '/pages/landing', element: <LandingPage /> },
      { path: '/pages/contact-us', element: <ContactUsPage /> },
      { path: '/pages/faqs', element: <FaqsPage /> },
      { path: '/pages/privacy-policy', element: <PrivacyPolicyPage /> },
    ],
  },
];
