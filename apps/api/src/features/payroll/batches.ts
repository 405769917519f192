/**
 * Rows per multi-row insert: a stub binds 26 values, so a batch of 1,000 stays below the
 * bound-parameter limits of SQLite (32,766) and PostgreSQL (65,535).
 */
export const ROWS_PER_BATCH = 1000;

/** Splits a list into consecutive slices of at most `size` items. */
export function chunksOf<T>(items: readonly T[], size: number = ROWS_PER_BATCH): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}
