import type { RouteObject } from 'react-router';
import { ErrorScreenOnDemand as ErrorScreen } from './errors/error-screen-on-demand';
import { RouteErrorScreen } from './errors/route-error-screen';
import { throwStatus } from './errors/throw-status';

const comingSoon = async () => (await import('./pages/coming-soon-page')).ComingSoonPage;

// The routes whose pages show the site's own texts (pages/locales) name them: the app waits for
// that catalogue before it renders them (app/router/route-catalogues.ts).
const sitePagesTexts = { catalogues: ['sitePages'] } as const;

/**
 * The public pages of §2.1: /unauthorized, the utility pages and the route error screens. Each
 * page is a chunk of its own; the error screens stay in the first download, since any route may
 * need them.
 */
export const siteRoutes: RouteObject[] = [
  {
    path: '/unauthorized',
    lazy: async () => ({ Component: (await import('./pages/unauthorized-page')).UnauthorizedPage }),
  },
  { path: '/pages/error', element: <ErrorScreen code="404" fullPage /> },
  {
    path: '/pages/error/:code',
    loader: throwStatus,
    element: null,
    errorElement: <RouteErrorScreen fullPage />,
  },
  {
    path: '/pages/500',
    lazy: async () => ({ Component: (await import('./pages/server-error-page')).ServerErrorPage }),
  },
  {
    path: '/pages/coming-soon1',
    handle: sitePagesTexts,
    lazy: async () => {
      const ComingSoonPage = await comingSoon();
      return { element: <ComingSoonPage variant={1} /> };
    },
  },
  {
    path: '/pages/coming-soon2',
    handle: sitePagesTexts,
    lazy: async () => {
      const ComingSoonPage = await comingSoon();
      return { element: <ComingSoonPage variant={2} /> };
    },
  },
  {
    path: '/pages/under-construction',
    lazy: async () => ({
      Component: (await import('./pages/under-construction-page')).UnderConstructionPage,
    }),
  },
  {
    handle: sitePagesTexts,
    lazy: async () => ({ Component: (await import('./components/site-layout')).SiteLayout }),
    children: [
      {
        path: '/pages/landing',
        lazy: async () => ({ Component: (await import('./pages/landing-page')).LandingPage }),
      },
      {
        path: '/pages/contact-us',
        lazy: async () => ({ Component: (await import('./pages/contact-us-page')).ContactUsPage }),
      },
      {
        path: '/pages/faqs',
        lazy: async () => ({ Component: (await import('./pages/faqs-page')).FaqsPage }),
      },
      {
        path: '/pages/privacy-policy',
        lazy: async () => ({
          Component: (await import('./pages/privacy-policy-page')).PrivacyPolicyPage,
        }),
      },
    ],
  },
];
