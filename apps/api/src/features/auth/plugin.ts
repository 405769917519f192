import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import { changePassword } from './operations/change-password';
import { confirmPasswordReset } from './operations/confirm-password-reset';
import { getMe } from './operations/get-me';
import { login } from './operations/login';
import { logout } from './operations/logout';
import { refreshToken } from './operations/refresh-token';
import { requestPasswordReset } from './operations/request-password-reset';
import type { AuthServices } from './services';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into the library's own declaration
  interface FastifyInstance {
    authServices: AuthServices;
  }
}

/** Sign-in, sessions and passwords. */
export const authFeature =
  (services: AuthServices): FeaturePlugin =>
  async (app, { auth }) => {
    app.decorate('authServices', services);
    registerOperations(app.withTypeProvider(), { services, auth, tags: ['auth'] }, [
      login,
      refreshToken,
      logout,
      requestPasswordReset,
      confirmPasswordReset,
      changePassword,
      getMe,
    ]);
  };
