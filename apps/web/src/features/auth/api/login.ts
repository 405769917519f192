import { tokenPairSchema, type LoginRequest, type TokenPair } from '@paydesk/contracts';
import { apiRequest } from '@web/shared/http/http-client';

/** POST /login: the email goes in `username` (DESIGN §4). */
export async function postLogin(body: LoginRequest): Promise<TokenPair> {
  const { data } = await apiRequest('/login', { method: 'POST', body, schema: tokenPairSchema });
  return data;
}
