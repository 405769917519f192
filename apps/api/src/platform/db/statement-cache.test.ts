import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache';

describe('the statement cache', () => {
  it('prepares a query text once and answers with the current data', () => {
    const sqlite = new SQLite(':memory:');
    const cached = withStatementCache(sqlite);
    sqlite.exec('create table t (n integer)');
    const first = cached.prepare('select count(*) as n from t');
    sqlite.exec('insert into t values (1), (2)');
    const second = cached.prepare('select count(*) as n from t');
    expect(second).toBe(first);
    expect(second.all([])).toEqual([{ n: 2 }]);
    expect(cached.prepare('select n from t order by n')).not.toBe(first);
    cached.close();
    expect(sqlite.open).toBe(false);
  });

  it('still works after the schema changes under a kept statement', () => {
    const sqlite = new SQLite(':memory:');
    const cached = withStatementCache(sqlite);
    sqlite.exec('create table t (n integer)');
    cached.prepare('select * from t').all([]);
    sqlite.exec('alter table t add column m integer; insert into t values (1, 2)');
    expect(cached.prepare('select * from t').all([])).toEqual([{ n: 1, m: 2 }]);
  });

  it('drops the least recently used statement beyond 500', () => {
    const sqlite = new SQLite(':memory:');
    const cached = withStatementCache(sqlite);
    const kept = cached.prepare('select 0');
    const dropped = cached.prepare('select 1');
    for (let i = 2; i < 500; i += 1) cached.prepare(`select ${i}`);
    expect(cached.prepare('select 0')).toBe(kept);
    cached.prepare('select 500');
    expect(cached.prepare('select 1')).not.toBe(dropped);
    expect(cached.prepare('select 0')).toBe(kept);
  });
});
