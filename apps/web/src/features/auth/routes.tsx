import type { RouteObject } from 'react-router';
import { loadServerStateRoute } from '@web/shared/server-state';

/**
 * The public screens of §2.1 in the auth layout. The layout and each page are chunks of their
 * own, so the sign-in page downloads neither the other screens nor anything of the signed-in
 * areas, nor the query cache the others use.
 */
export const authRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./components/auth-layout')).AuthLayout }),
    children: [
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('./pages/login-page')).LoginPage }),
      },
      {
        // Every screen but sign-in talks to the server through the query cache.
        lazy: async () => ({ Component: await loadServerStateRoute() }),
        children: [
          {
            path: '/register',
            lazy: async () => ({ Component: (await import('./pages/register-page')).RegisterPage }),
          },
          {
            path: '/forgot',
            lazy: async () => ({
              Component: (await import('./pages/forgot-password-page')).ForgotPasswordPage,
            }),
          },
          {
            path: '/check-mail',
            lazy: async () => ({
              Component: (await import('./pages/check-mail-page')).CheckMailPage,
            }),
          },
          {
            path: '/reset-password',
            lazy: async () => ({
              Component: (await import('./pages/reset-password-page')).ResetPasswordPage,
            }),
          },
        ],
      },
    ],
  },
];
