import { sql } from 'kysely';
import type { Db } from './database';

/** The cheapest round trip that proves the database answers: no table is read. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
