import { sql, type Expression, type SqlBool } from 'kysely';

/** `%text%` with LIKE's wildcards and the escape character itself escaped. */
export const containsPattern = (text: string): string =>
  `%${text.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/**
 * Case-insensitive "contains" on a column, the same on both dialects: SQLite has no default LIKE
 * escape character (PostgreSQL's is the backslash), so the clause names it.
 */
export const containsInsensitive = (column: string, text: string): Expression<SqlBool> =>
  likeInsensitive(column, containsPattern(text));

/** A column, lower-cased, against a pattern from `containsPattern` (a compiled query's value). */
export const likeInsensitive = (column: string, pattern: string): Expression<SqlBool> =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
