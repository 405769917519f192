import type { TokenPair } from '@paydesk/contracts';
import type { ApiInstance } from '../http/api-instance';
import { DEMO_PASSWORD } from '../platform/db/seed/demo-people';

export async function signInAs(
  app: ApiInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<TokenPair> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: email, password },
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in of ${email} failed: ${response.body}`);
  return response.json<TokenPair>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
