import { headerNames, IDEMPOTENCY_KEY_MAX, jobPath } from '@paydesk/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../platform/errors/app-error';

const keyHeader = headerNames.idempotencyKey.toLowerCase();
const KEY_PATTERN = /^[\x21-\x7e]+$/;

/**
 * The request's `Idempotency-Key`, if sent: the same key again from the same user gives the same
 * job. Visible ASCII of at most 200 characters (a UUID is the usual choice).
 */
export function requestKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[keyHeader];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined) return null;
  if (value.length === 0 || value.length > IDEMPOTENCY_KEY_MAX || !KEY_PATTERN.test(value)) {
    throw new AppError(
      'request.invalid',
      `The Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} visible ASCII characters.`,
      { path: `headers.${keyHeader}` },
    );
  }
  return value;
}

/** 202 Accepted: the work goes on as a job, read at `Location` until it ends. */
export const acceptedJob = (reply: FastifyReply, jobId: string) =>
  reply.status(202).header('Location', jobPath(jobId)).send({ jobId });
