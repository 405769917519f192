import {
  changePasswordRequestSchema,
  loginRequestSchema,
  meSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  problemSchema,
  signUpRequestSchema,
  tokenPairSchema,
} from '@paydesk/contracts';
import { z } from 'zod';
import type { ApiInstance, AppContext } from '../../app-context';
import { admit, bearerToken, callerOf } from '../../http/authenticate';
import { readMe } from './me-service';
import { changePassword, confirmPasswordReset, requestPasswordReset } from './password-service';
import { refreshSession, signIn, signOut } from './sessions-service';
import { signUp } from './sign-up-service';

const tags = ['auth'];
const failures = { 400: problemSchema, 401: problemSchema, 429: problemSchema };

export function registerAuthRoutes(app: ApiInstance, context: AppContext): void {
  app.post(
    '/api/login',
    {
      schema: {
        tags,
        summary: 'Sign in',
        body: loginRequestSchema,
        response: { 200: tokenPairSchema, ...failures },
      },
    },
    async (request) => signIn(context, request.body, request.ip),
  );

  app.post(
    '/api/sign-up',
    {
      schema: {
        tags,
        summary: 'Create a company and its owner',
        body: signUpRequestSchema,
        response: { 201: tokenPairSchema, 400: problemSchema, 409: problemSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await signUp(context, request.body, request.ip)),
  );

  app.post(
    '/api/refresh-token',
    {
      schema: {
        tags,
        summary: 'Rotate the refresh token presented as the bearer',
        security: [{ bearer: [] }],
        response: { 200: tokenPairSchema, 401: problemSchema },
      },
    },
    async (request) => refreshSession(context, bearerToken(request), request.ip),
  );

  app.post(
    '/api/logout',
    {
      schema: {
        tags,
        summary: 'Revoke the presented refresh token (in the body, or as the bearer)',
        body: z.object({ refreshToken: z.string().max(200).optional() }).optional(),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await signOut(context, request.body?.refreshToken ?? bearerToken(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/password-reset',
    {
      schema: {
        tags,
        summary: 'Mail a password-reset link when the account exists',
        body: passwordResetRequestSchema,
        response: { 202: z.null(), 400: problemSchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(context, request.body, request.ip);
      return reply.status(202).send(null);
    },
  );

  app.post(
    '/api/password-reset/confirm',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset token',
        body: passwordResetConfirmSchema,
        response: { 204: z.null(), 400: problemSchema },
      },
    },
    async (request, reply) => {
      await confirmPasswordReset(context, request.body);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/my-password',
    {
      onRequest: admit(context, 'signed-in'),
      schema: {
        tags,
        summary: 'Change the signed-in user’s password',
        security: [{ bearer: [] }],
        body: changePasswordRequestSchema,
        response: { 204: z.null(), ...failures },
      },
    },
    async (request, reply) => {
      await changePassword(context, callerOf(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/me',
    {
      onRequest: admit(context, 'signed-in'),
      schema: {
        tags,
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: meSchema, 401: problemSchema },
      },
    },
    async (request) => readMe(context, callerOf(request)),
  );
}
