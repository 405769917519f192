import { tokenPairSchema } from '@paydesk/contracts';
import * as z from 'zod/mini';
import { apiRequest } from '@web/shared/http/http-client';

// The specification (§7.1) allows the answer to omit the refresh token; then the old one stays.
const refreshAnswerSchema = z.partial(tokenPairSchema, { refreshToken: true });

export type RefreshAnswer = { accessToken: string; refreshToken?: string | undefined };

/** POST /refresh-token: the http client sends the stored refresh token as bearer. */
export async function postRefreshToken(): Promise<RefreshAnswer> {
  const { data } = await apiRequest('/refresh-token', {
    method: 'POST',
    schema: refreshAnswerSchema,
  });
  return data;
}
