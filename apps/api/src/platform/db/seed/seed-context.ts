import type { Db } from '../database';

/** What every insert of the demo seed shares: its transaction, its instant and its secrets. */
export type SeedContext = {
  db: Db;
  now: string;
  encryptionKey: Buffer;
  passwordHash: string;
  publicUrl: string;
};
