import { sql, type RawBuilder } from 'kysely';
import type { DatabaseKind } from './database';

/**
 * One top-level member of a JSON text column, as JSON text (null when absent), read by the
 * database so that only that member crosses the connection. SQLite and PostgreSQL spell it apart.
 */
export function jsonMember(
  kind: DatabaseKind,
  column: string,
  key: string,
): RawBuilder<string | null> {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) throw new Error(`Not a plain JSON key: ${key}`);
  return kind === 'postgres'
    ? sql<string | null>`(cast(${sql.ref(column)} as json) -> ${key})::text`
    : sql<string | null>`json_extract(${sql.ref(column)}, ${`$.${key}`})`;
}

/**
 * One top-level string member of a JSON text column as plain text (null when absent), so it can
 * be compared with a text column in SQL.
 */
export function jsonTextMember(
  kind: DatabaseKind,
  column: string,
  key: string,
): RawBuilder<string | null> {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) throw new Error(`Not a plain JSON key: ${key}`);
  return kind === 'postgres'
    ? sql<string | null>`(cast(${sql.ref(column)} as json) ->> ${key})`
    : sql<string | null>`json_extract(${sql.ref(column)}, ${`$.${key}`})`;
}
