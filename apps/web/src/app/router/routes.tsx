import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { authRoutes, loadAuthLayout, loadProfileSettingsPage } from '@web/features/auth';
import { loadAcceptContractorInvitationPage } from '@web/features/contractors';
import { loadAcceptInvitationPage } from '@web/features/employees';
import { RouteErrorScreen, siteRoutes } from '@web/features/site';
import { loadServerStateRoute } from '@web/shared/server-state';
import { Loader } from '@web/shared/ui/loader';
import { RequireAccess } from '../guards/require-access';
import { RootRedirect } from '../guards/root-redirect';
import { showAllMessages } from '../i18n-messages';
import { MinimalLayout } from '../layouts/minimal-layout';
import { loadNotFoundRoute, loadShellLayout } from '../layouts/shell';
import { adminRoutes } from './admin-routes';
import { onboardingWizardRoute } from './companies-mount';
import { companyRoutes } from './company-routes';
import { crumb } from './pending';
import { RootRoute } from './root-route';
import { awaitingCatalogues, awaitingNamedCatalogues } from './route-catalogues';
import { contractorRoutes, employeeRoutes, ownerRoutes } from './self-service-routes';

const serverStateRoute = async () => ({ Component: await loadServerStateRoute() });

/** A route that shows the signed-in areas' texts renders once they are on screen. */
const withAllMessages = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), showAllMessages()]);
  return { Component };
};

/**
 * The whole route tree. One shell route holds every signed-in area so moving between them keeps
 * the layout mounted; each area guards itself. A failure inside an area shows its error screen
 * inside the shell; a new feature adds its routes to the area it belongs to. Every page and the
 * shell are lazy chunks: the first page downloads only what its own route imports. Every page but
 * sign-in sits under a server-state route (the query cache), so sign-in loads none of it.
 */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    // Shown while the first page's route chunks arrive.
    hydrateFallbackElement: <Loader fullScreen />,
    errorElement: <RouteErrorScreen fullPage />,
    children: [
      { path: '/', element: <RootRedirect /> },
      {
        element: <MinimalLayout />,
        children: [
          ...authRoutes,
          {
            lazy: serverStateRoute,
            children: [
              ...siteRoutes.map(awaitingNamedCatalogues),
              {
                // The invitation's set-password page, in the sign-in screens' layout.
                lazy: async () => ({ Component: await loadAuthLayout() }),
                children: [
                  {
                    path: '/accept-invitation',
                    lazy: withAllMessages(loadAcceptInvitationPage),
                  },
                  {
                    path: '/accept-contractor-invitation',
                    lazy: withAllMessages(loadAcceptContractorInvitationPage),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        lazy: serverStateRoute,
        children: [
          {
            element: <RequireAccess access="signed-in" />,
            children: [
              {
                // The shell's own texts are the first pages' ones; each page waits for its own.
                lazy: async () => ({ Component: await loadShellLayout() }),
                children: [
                  {
                    errorElement: <RouteErrorScreen />,
                    children: [
                      adminRoutes,
                      companyRoutes,
                      onboardingWizardRoute,
                      ownerRoutes,
                      employeeRoutes,
                      contractorRoutes,
                      {
                        path: '/profile-settings',
                        handle: crumb('breadcrumb.profileSettings'),
                        lazy: async () => ({ Component: await loadProfileSettingsPage() }),
                      },
                    ].map(awaitingCatalogues),
                  },
                ],
              },
            ],
          },
          { path: '*', lazy: withAllMessages(loadNotFoundRoute) },
        ],
      },
    ],
  },
];
