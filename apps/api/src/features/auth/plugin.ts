import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import { changePassword } from './operations/change-password';
import { confirmPasswordReset } from './operations/confirm-password-reset';
import { getMe } from './operations/get-me';
import { login } from './operations/login';
import { logout } from './operations/logout';
import { refreshToken } from './operations/refresh-token';
import { requestPasswordReset } from './operations/request-password-reset';
import { listenForSessionClosures } from './session-closures';
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
  async (app, { auth, context }) => {
    app.decorate('authServices', services);
    // Sign-ins closed by the other API processes on the same PostgreSQL database.
    const stopHearing = listenForSessionClosures(context, context.logger);
    app.addHook('onClose', stopHearing);
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
