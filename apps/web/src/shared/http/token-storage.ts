/** Local-storage keys of the specification §3.1. */
export const ACCESS_TOKEN_KEY = 'serviceToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

export const tokenStorage = {
  readAccessToken: (): string | null => localStorage.getItem(ACCESS_TOKEN_KEY),
  readRefreshToken: (): string | null => localStorage.getItem(REFRESH_TOKEN_KEY),
  save(accessToken: string, refreshToken: string): void {
    localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
    localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
  },
  clear(): void {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
  },
};
