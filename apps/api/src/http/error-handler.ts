import type { FieldError } from '@paydesk/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '../platform/errors/app-error';
import { problemStatus } from './problem-status';
import { buildProblem, sendProblem } from './problem';

const zodIssuesToFieldErrors = (error: ZodError): FieldError[] =>
  error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

function describeFields(errors: FieldError[]): string {
  const first = errors[0];
  if (!first) return 'The request is not valid.';
  const where = first.path ? `${first.path}: ` : '';
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  return `The request is not valid. ${where}${first.message}${more}`;
}

/** One error handler: every failure leaves as problem+json; 5xx never shows internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) {
        void reply.header('Retry-After', String(error.retryAfterSeconds));
      }
      return sendProblem(
        reply,
        buildProblem(request, problemStatus[error.code], error.detail, {
          code: error.code,
          ...(error.errors ? { errors: error.errors } : {}),
        }),
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const errors = error.validation.map((issue) => ({
        path: [where, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'is not valid',
      }));
      return sendProblem(
        reply,
        buildProblem(request, 400, describeFields(errors), { code: 'request.invalid', errors }),
      );
    }
    if (error instanceof ZodError) {
      const errors = zodIssuesToFieldErrors(error);
      return sendProblem(
        reply,
        buildProblem(request, 400, describeFields(errors), { code: 'request.invalid', errors }),
      );
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendProblem(
        reply,
        buildProblem(request, 413, 'The request body is larger than the server accepts.', {
          code: 'request.too_large',
        }),
      );
    }
    if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return sendProblem(
        reply,
        buildProblem(request, 400, 'The request body is not valid JSON.', {
          code: 'request.invalid',
        }),
      );
    }
    const status = fastifyError.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return sendProblem(
        reply,
        buildProblem(request, status, fastifyError.message, {
          code: status === 404 ? 'resource.not_found' : 'request.invalid',
        }),
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(
      reply,
      buildProblem(request, 500, 'Something went wrong on our side. Please try again later.', {
        code: 'server.internal',
      }),
    );
  });
}
