import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { migrateToLatest } from './migrator';

describe('the SQLite files', () => {
  it('are readable and writable by their owner only, the WAL included', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'paydesk-files-')), 'paydesk.sqlite');
    const database = openDatabase({ kind: 'sqlite', file });
    try {
      await migrateToLatest(database.db);
      for (const path of [file, `${file}-wal`, `${file}-shm`]) {
        expect((statSync(path).mode & 0o777).toString(8), path).toBe('600');
      }
    } finally {
      await database.close();
    }
  });
});
