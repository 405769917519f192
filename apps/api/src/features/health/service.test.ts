import { describe, expect, it } from 'vitest';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { openDatabase } from '@paydesk/api/platform/db/database';
import { latestMigration, migrateToLatest } from '@paydesk/api/platform/db/migrator';
import { createHealthReader } from './service';

describe('the health reader', () => {
  it('reads the migration once and answers degraded when the database stops answering', async () => {
    const database = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(database.db);
    const context = { database, version: 'test' } as AppContext;
    const read = await createHealthReader(context);
    expect(await read()).toEqual({
      status: 'ok',
      database: 'sqlite',
      migration: latestMigration,
      version: 'test',
    });
    await database.close();
    expect(await read()).toEqual({
      status: 'degraded',
      database: 'sqlite',
      migration: 'unknown',
      version: 'test',
    });
  });
});
