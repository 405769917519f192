import * as z from './z';

/**
 * The largest version a record can reach: the `version` columns are `integer`, which PostgreSQL
 * holds to 2³¹−1. A larger one is refused as a bad request on either database, never sent on.
 */
export const MAX_RECORD_VERSION = 2_147_483_647;

const VERSION_MESSAGE = 'Send the version you read';

/** The version a write was read at (a stale one is a 409 from the service). */
export const versionSchema = z
  .number({ error: VERSION_MESSAGE })
  .check(
    z.int(VERSION_MESSAGE),
    z.gte(1, VERSION_MESSAGE),
    z.lte(MAX_RECORD_VERSION, VERSION_MESSAGE),
  );

/** Every record's id as the API makes them (apps/api platform/ids.ts): a UUID v7, lowercase. */
export const RECORD_ID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export const RECORD_ID_MESSAGE = 'is not an id Paydesk gave out';

/**
 * The id of a record a request names, checked for its form before any query: a text that cannot
 * be an id (a NUL inside, which PostgreSQL refuses in text; kilobytes of anything) is a 400 on
 * both databases, and an id of the right form that names nothing is the service's 404.
 * `missing` is the message for an empty one, as the form that picks it says it.
 */
export const recordIdSchema = (missing = 'Choose one') =>
  z
    .string({ error: missing })
    .check(
      z.minLength(1, { message: missing, abort: true }),
      z.regex(RECORD_ID_PATTERN, RECORD_ID_MESSAGE),
    );
