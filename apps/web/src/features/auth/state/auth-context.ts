import type { SignUpRequest, TokenPair } from '@paydesk/contracts';
import { createContext, useContext } from 'react';
import type { AuthState } from './auth-reducer';

/** What the rest of the app may use (the export contract of features/auth). */
export type AuthApi = AuthState & {
  /**
   * A session ended in this tab (Logout, an expired session, another tab signing out) and no one
   * has signed in since: the page on screen was that person's, so it is no place to come back to.
   */
  hasEndedSession: boolean;
  login(email: string, password: string): Promise<void>;
  /** Signs in with a token pair another call answered (an accepted invitation), as login does. */
  signInWithTokens(pair: TokenPair): Promise<void>;
  register(payload: SignUpRequest): Promise<void>;
  logout(): Promise<void>;
};

/** What the session-expiry prompt needs on top: the expiry and the renewal. */
export type AuthContextValue = AuthApi & {
  /** Expiry of the stored access token in epoch ms, null when signed out. */
  sessionExpiresAt: number | null;
  /** Renews with the refresh token, stores the new pair and answers the new expiry. */
  renewSession(): Promise<number>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

function useAuthContext(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

export function useAuth(): AuthApi {
  return useAuthContext();
}

/** Internal to the feature: the session-expiry prompt's view of the session. */
export function useSessionControl(): AuthContextValue {
  return useAuthContext();
}
