import type { FastifyInstance } from 'fastify';

/**
 * One line per request, written when the answer has gone: method, path, status and time. It
 * replaces Fastify's two lines (request in, answer out), each carrying the whole request
 * object, which under load cost more than many handlers. Failures are logged at `warn` (4xx
 * other than the usual 401/404) and `error` (5xx, besides the error handler's own line with the
 * stack), so they show at any level an operator keeps.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const line = {
      method: request.method,
      url: request.url,
      status,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (status >= 500) request.log.error(line, 'request failed');
    else if (status >= 400 && status !== 401 && status !== 404) request.log.warn(line, 'request');
    else request.log.info(line, 'request');
    done();
  });
}
