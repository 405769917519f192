import { PROBLEM_CONTENT_TYPE, type Problem } from '@paydesk/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/**
 * The security headers of every answer, for the failures that happen before any hook runs
 * (a malformed URL, a parameter or header too long): the core of what `security-headers.ts` sets
 * on the others.
 */
export const baselineSecurityHeaders: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'self'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; object-src 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cache-Control': 'no-store',
};

const problemOf = (status: number, detail: string, instance: string): Problem => ({
  type: `https://paydesk.test/problems/${status}`,
  title: STATUS_CODES[status] ?? 'Error',
  status,
  detail,
  instance,
  code: status === 404 ? 'resource.not_found' : 'request.invalid',
});

const detailOf = (status: number): string =>
  status === 414
    ? 'The address is longer than the server accepts.'
    : status === 431
      ? 'The request headers are larger than the server accepts.'
      : 'The request is not one the server can read.';

/** Router failures (a malformed URL, an over-long parameter) as problem+json. */
export function frameworkErrors(
  error: { statusCode?: number },
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  const path = (request.raw.url ?? '/').split('?')[0] ?? '/';
  void reply
    .status(status)
    .headers(baselineSecurityHeaders)
    .type(PROBLEM_CONTENT_TYPE)
    .send(problemOf(status, detailOf(status), path.slice(0, 200)));
}

/** Failures of Node's HTTP parser (headers too large, a broken request line) as problem+json. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'HPE_URI_TOO_LONG' ? 414 : 400;
  const body = JSON.stringify(problemOf(status, detailOf(status), '/'));
  const headers = {
    ...baselineSecurityHeaders,
    'Content-Type': PROBLEM_CONTENT_TYPE,
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      `\r\n${body}`,
  );
}
