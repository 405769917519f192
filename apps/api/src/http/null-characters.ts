import { AppError } from '@paydesk/api/platform/errors/app-error';
import type { FastifyInstance } from 'fastify';

// A percent-encoded NUL decodes into path and query parameters; PostgreSQL refuses it inside
// text (SQLite takes it), so it would surface as a 500 on one database and a 404 on the other.
const ENCODED_NUL = /%00/i;

/** Refuses an address holding a NUL character before any route reads it: no id or name has one. */
export function refuseNullCharacters(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (ENCODED_NUL.test(request.url)) {
      done(
        new AppError(
          'request.invalid',
          'The address holds a null character (%00), which no id or name can contain.',
        ),
      );
      return;
    }
    done();
  });
}
