import { meSchema, type Me } from '@paydesk/contracts';
import { apiRequest } from '@web/shared/http/http-client';

/** GET /me: the names and roles of the signed-in user (the token carries no names). */
export async function getMe(): Promise<Me> {
  const { data } = await apiRequest('/me', { schema: meSchema });
  return data;
}
