import type { SessionUser } from './session-user';

/** Auth state of the specification §3.1. */
export type AuthState = {
  isLoggedIn: boolean;
  isInitialized: boolean;
  user: SessionUser | null;
};

export type AuthAction =
  | { type: 'REGISTER'; user: SessionUser }
  | { type: 'LOGIN'; user: SessionUser }
  | { type: 'LOGOUT' };

export const initialAuthState: AuthState = { isLoggedIn: false, isInitialized: false, user: null };

/** The three transitions of the specification §4.1 point 2, and nothing else. */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'REGISTER':
      return { ...state, user: action.user };
    case 'LOGIN':
      return { isLoggedIn: true, isInitialized: true, user: action.user };
    case 'LOGOUT':
      return { isLoggedIn: false, isInitialized: true, user: null };
  }
}
