import { apiRequest } from '@web/shared/http/http-client';

/** POST /logout revokes the refresh token on the server; the access token is the bearer. */
export async function postLogout(refreshToken: string): Promise<void> {
  await apiRequest('/logout', { method: 'POST', body: { refreshToken } });
}
