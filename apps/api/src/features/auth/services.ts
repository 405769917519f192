import type {
  ChangePasswordRequest,
  LoginRequest,
  PasswordResetConfirm,
  PasswordResetRequest,
} from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { readMe } from './me-service';
import { changePassword, confirmPasswordReset, requestPasswordReset } from './password-service';
import { refreshSession, signIn, signOut } from './sessions-service';

/** The auth feature's services, bound to the platform once at boot. */
export function createAuthServices(context: AppContext) {
  return {
    signIn: (input: LoginRequest, ip: string) => signIn(context, input, ip),
    refreshSession: (token: string | null, ip: string) => refreshSession(context, token, ip),
    signOut: (token: string | null) => signOut(context, token),
    requestPasswordReset: (input: PasswordResetRequest, ip: string) =>
      requestPasswordReset(context, input, ip),
    confirmPasswordReset: (input: PasswordResetConfirm) => confirmPasswordReset(context, input),
    changePassword: (access: Access, input: ChangePasswordRequest) =>
      changePassword(context, access.caller, input),
    readMe: (access: Access) => readMe(context, access.caller),
  };
}

export type AuthServices = ReturnType<typeof createAuthServices>;
