import { describe, expect, it } from 'vitest';
import { authReducer, initialAuthState, type AuthState } from '../state/auth-reducer';
import type { SessionUser } from '../state/session-user';

const ada: SessionUser = {
  id: 'u1',
  employeeId: 'e1',
  companyId: 'c1',
  roles: ['company:company-info'],
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
};

describe('authReducer', () => {
  it('starts signed out and not initialized', () => {
    expect(initialAuthState).toEqual({ isLoggedIn: false, isInitialized: false, user: null });
  });

  it('REGISTER sets only the user and leaves both flags as they were', () => {
    const states: AuthState[] = [
      initialAuthState,
      { isLoggedIn: false, isInitialized: true, user: null },
      { isLoggedIn: true, isInitialized: true, user: null },
    ];
    for (const state of states) {
      expect(authReducer(state, { type: 'REGISTER', user: ada })).toEqual({ ...state, user: ada });
    }
  });

  it('LOGIN sets isLoggedIn, isInitialized and the user', () => {
    expect(authReducer(initialAuthState, { type: 'LOGIN', user: ada })).toEqual({
      isLoggedIn: true,
      isInitialized: true,
      user: ada,
    });
  });

  it('LOGOUT sets isInitialized, clears isLoggedIn and the user', () => {
    const signedIn = authReducer(initialAuthState, { type: 'LOGIN', user: ada });
    const expected = { isLoggedIn: false, isInitialized: true, user: null };
    expect(authReducer(signedIn, { type: 'LOGOUT' })).toEqual(expected);
    expect(authReducer(initialAuthState, { type: 'LOGOUT' })).toEqual(expected);
  });

  it('does not mutate the state it is given', () => {
    const state = Object.freeze({ ...initialAuthState });
    expect(() => authReducer(state, { type: 'LOGIN', user: ada })).not.toThrow();
    expect(state).toEqual(initialAuthState);
  });
});
