/** Local-storage keys of the specification §3.1. */
export const ACCESS_TOKEN_KEY = 'serviceToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

// The prerender at build time runs without local storage: nobody is signed in there.
const hasStorage = () => typeof localStorage !== 'undefined';

export const tokenStorage = {
  readAccessToken: (): string | null =>
    hasStorage() ? localStorage.getItem(ACCESS_TOKEN_KEY) : null,
  readRefreshToken: (): string | null =>
    hasStorage() ? localStorage.getItem(REFRESH_TOKEN_KEY) : null,
  save(accessToken: string, refreshToken: string): void {
    localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
    localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
  },
  clear(): void {
    if (!hasStorage()) return;
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
  },
};
