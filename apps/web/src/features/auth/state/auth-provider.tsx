import type { SignUpRequest, TokenPair } from '@paydesk/contracts';
import { useCallback, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ACCESS_TOKEN_KEY, tokenStorage } from '@web/shared/http/token-storage';
import { resetServerState } from '@web/shared/server-state';
import { postLogin } from '../api/login';
import { postLogout } from '../api/logout';
import { postRefreshToken } from '../api/refresh-token';
import { postSignUp } from '../api/sign-up';
import { AuthContext, type AuthContextValue } from './auth-context';
import { authReducer, initialAuthState } from './auth-reducer';
import { loadSessionUser, readRestorableClaims, restoreSession } from './restore-session';
import { storeTokens } from './session-tokens';
import { expiresAtMs, readClaims, userFromClaims } from './session-user';

export function AuthProvider({ children }: { children: ReactNode }) {
  // Read once at mount: without a restorable token the visitor is signed out from the first render.
  const [restorable] = useState(() => readRestorableClaims(Date.now()));
  const [state, dispatch] = useReducer(authReducer, restorable, (claims) =>
    claims ? initialAuthState : authReducer(initialAuthState, { type: 'LOGOUT' }),
  );
  const [sessionExpiresAt, setSessionExpiresAt] = useState<number | null>(null);
  const [hasEndedSession, setHasEndedSession] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (!restorable) return;
    let active = true;
    void restoreSession(restorable).then((restored) => {
      if (!active) return;
      if (!restored) {
        dispatch({ type: 'LOGOUT' });
        return;
      }
      setSessionExpiresAt(restored.expiresAt);
      dispatch({ type: 'LOGIN', user: restored.user });
    });
    return () => {
      active = false;
    };
  }, [restorable]);

  const signInWithTokens = useCallback(async (pair: TokenPair) => {
    const claims = storeTokens(pair.accessToken, pair.refreshToken);
    const user = (await loadSessionUser(claims)) ?? userFromClaims(claims);
    setSessionExpiresAt(expiresAtMs(claims));
    setHasEndedSession(false);
    dispatch({ type: 'LOGIN', user });
  }, []);

  const login = useCallback(
    async (email: string, password: string) =>
      signInWithTokens(await postLogin({ username: email, password })),
    [signInWithTokens],
  );

  const register = useCallback(async (payload: SignUpRequest) => {
    const pair = await postSignUp(payload);
    const claims = storeTokens(pair.accessToken, pair.refreshToken);
    const user = (await loadSessionUser(claims)) ?? userFromClaims(claims);
    dispatch({ type: 'REGISTER', user });
    // Sign-up answers a session, so the new owner goes on to onboarding signed in.
    setSessionExpiresAt(expiresAtMs(claims));
    setHasEndedSession(false);
    dispatch({ type: 'LOGIN', user });
  }, []);

  const logout = useCallback(async () => {
    const refreshToken = tokenStorage.readRefreshToken();
    if (refreshToken && tokenStorage.readAccessToken()) {
      try {
        await postLogout(refreshToken);
      } catch {
        // Signing out locally must not depend on the server; an unrevoked token still expires.
      }
    }
    tokenStorage.clear();
    setSessionExpiresAt(null);
    setHasEndedSession(true);
    dispatch({ type: 'LOGOUT' });
    // The next user of this browser must not see the previous user's cached data.
    resetServerState();
    void navigate('/login', { replace: true });
  }, [navigate]);

  // Every tab of this browser shares one session (the tokens live in local storage): signing out
  // in one signs out all, and a token renewed or a sign-in made in one is used by all.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== ACCESS_TOKEN_KEY && event.key !== null) return;
      const claims = readClaims(tokenStorage.readAccessToken());
      if (!claims) {
        setSessionExpiresAt(null);
        setHasEndedSession(true);
        dispatch({ type: 'LOGOUT' });
        resetServerState();
        void navigate('/login', { replace: true });
        return;
      }
      setSessionExpiresAt(expiresAtMs(claims));
      if (claims.sub !== state.user?.id) dispatch({ type: 'LOGIN', user: userFromClaims(claims) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate, state.user?.id]);

  const renewSession = useCallback(async () => {
    const answer = await postRefreshToken();
    const expiresAt = expiresAtMs(storeTokens(answer.accessToken, answer.refreshToken));
    setSessionExpiresAt(expiresAt);
    return expiresAt;
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      hasEndedSession,
      sessionExpiresAt,
      login,
      signInWithTokens,
      register,
      logout,
      renewSession,
    }),
    [
      state,
      hasEndedSession,
      sessionExpiresAt,
      login,
      signInWithTokens,
      register,
      logout,
      renewSession,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
