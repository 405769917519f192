import type { AppContext } from '@paydesk/api/platform/app-context';
import { createMeService } from './me-service';
import { createPasswordService } from './password-service';
import { createSessionsService } from './sessions-service';

/** The auth feature's services, bound to the platform once at boot. */
export function createAuthServices(context: AppContext) {
  return {
    ...createSessionsService(context),
    ...createPasswordService(context),
    ...createMeService(context),
  };
}

export type AuthServices = ReturnType<typeof createAuthServices>;
