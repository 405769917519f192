import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../platform/errors/app-error';

const NUL_MESSAGE = 'must not contain a null character (\\u0000)';

const notUtf8 = () =>
  new AppError(
    'request.invalid',
    'The request body is not valid UTF-8: send text encoded as UTF-8, without broken bytes.',
  );

/** Where in a parsed body a text (or a key) holds a NUL, as `body.lines.0.employeeId`; else null. */
export function nullCharacterPath(
  value: unknown,
  path: readonly string[] = ['body'],
): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (typeof value !== 'object' || value === null) return null;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\0')].join('.');
    const found = nullCharacterPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * JSON and plain-text bodies read strictly: bytes that are not UTF-8 are refused instead of
 * decoded as U+FFFD (which would store a name other than the one sent), and a body holding a
 * NUL anywhere is refused before any route reads it (PostgreSQL refuses NUL inside text, so it
 * would be a 500 on one database and a 4xx or a stored NUL on the other). JSON keeps Fastify's
 * own parser, with its protection against prototype poisoning.
 */
export function registerStrictBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (request: FastifyRequest, body: Buffer, done) => {
      if (!isUtf8(body)) return done(notUtf8(), undefined);
      parseJson(request, body.toString('utf8'), (error, value) => {
        if (error) return done(error, undefined);
        const path = nullCharacterPath(value);
        if (path === null) return done(null, value);
        done(
          new AppError('request.invalid', `The request is not valid. ${path}: ${NUL_MESSAGE}`, {
            path,
            fieldMessage: NUL_MESSAGE,
            codeOnField: false,
          }),
          undefined,
        );
      });
    },
  );
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (_request, body: Buffer, done) => {
    if (!isUtf8(body)) return done(notUtf8(), undefined);
    const text = body.toString('utf8');
    if (!text.includes('\u0000')) return done(null, text);
    done(new AppError('request.invalid', `The request is not valid. body: ${NUL_MESSAGE}`));
  });
}
