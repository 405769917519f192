import { tokenPairSchema, type SignUpRequest, type TokenPair } from '@paydesk/contracts';
import { apiRequest } from '@web/shared/http/http-client';

/** POST /sign-up creates the company and its owner and answers a session (201). */
export async function postSignUp(body: SignUpRequest): Promise<TokenPair> {
  const { data } = await apiRequest('/sign-up', { method: 'POST', body, schema: tokenPairSchema });
  return data;
}
