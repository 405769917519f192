import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compiledQuery, type Slots } from './compiled-query';
import { openDatabase, type Database } from './database';

type Shape = { ids: number | null };
type Values = { ids: string[]; limit: number };

describe('a compiled query', () => {
  let database: Database;
  let builds: number;

  const companies = compiledQuery({
    keyOf: (shape: Shape) => String(shape.ids),
    build: (db, shape: Shape, slots: Slots<Values>) => {
      builds += 1;
      let query = db.selectFrom('companies').select('name').where('status', '!=', 'closed');
      if (shape.ids !== null) query = query.where('id', 'in', slots.items('ids', shape.ids));
      return query.orderBy('name').limit(slots.value('limit'));
    },
  });

  beforeEach(async () => {
    builds = 0;
    database = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await sql`create table companies (id text, name text, status text)`.execute(database.db);
    await sql`insert into companies values
      ('a', 'Company a', 'active'), ('b', 'Company b', 'active'),
      ('c', 'Company c', 'active'), ('d', 'Company d', 'closed')`.execute(database.db);
  });
  afterEach(async () => database.close());

  const names = (rows: { name: string }[]) => rows.map((row) => row.name);

  it('is built once per shape and runs with each call’s values', async () => {
    const { db } = database;
    expect(names(await companies(db, { ids: null }, { ids: [], limit: 2 }))).toEqual([
      'Company a',
      'Company b',
    ]);
    expect(names(await companies(db, { ids: null }, { ids: [], limit: 10 }))).toEqual([
      'Company a',
      'Company b',
      'Company c',
    ]);
    expect(builds).toBe(1);
    expect(names(await companies(db, { ids: 2 }, { ids: ['c', 'd'], limit: 10 }))).toEqual([
      'Company c',
    ]);
    expect(names(await companies(db, { ids: 2 }, { ids: ['a', 'b'], limit: 10 }))).toEqual([
      'Company a',
      'Company b',
    ]);
    expect(names(await companies(db, { ids: 1 }, { ids: ['b'], limit: 10 }))).toEqual([
      'Company b',
    ]);
    expect(builds).toBe(3);
  });

  it('refuses a value the builder computed on instead of passing it to the query', async () => {
    const upper = compiledQuery({
      keyOf: () => '',
      build: (db, _shape: null, slots: Slots<{ name: string }>) =>
        db
          .selectFrom('companies')
          .select('id')
          .where('name', '=', `Company ${String(slots.value('name'))}`),
    });
    await expect(upper(database.db, null, { name: 'a' })).rejects.toThrow(
      'The value name of a compiled query is not one of its parameters.',
    );
  });
});
