import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * A table of row counts by `status`, kept by triggers on `table` so that a dashboard reads a few
 * rows however many the table holds, right for every writer (the services, the seed, imports).
 * Triggers are named after the table: `<table>_count_insert|delete|update` on SQLite, the
 * function `<table>_follow_status_counts` and the trigger `<table>_status_counts` on PostgreSQL.
 */
export type StatusCounts = { table: string; counts: string };

const countUp = ({ counts }: StatusCounts, status: string) =>
  `insert into ${counts} (status, n) values (${status}, 1)
  on conflict (status) do update set n = ${counts}.n + 1;`;
const countDown = ({ counts }: StatusCounts, status: string) =>
  `update ${counts} set n = n - 1 where status = ${status};`;

export async function keepStatusCounts(db: Kysely<unknown>, target: StatusCounts): Promise<void> {
  await db.schema
    .createTable(target.counts)
    .addColumn('status', 'text', (c) => c.primaryKey())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .execute();
  await sql
    .raw(
      `insert into ${target.counts} (status, n)
    select status, count(*) from ${target.table} group by status`,
    )
    .execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) await followOnPostgres(db, target);
  else await followOnSqlite(db, target);
}

async function followOnSqlite(db: Kysely<unknown>, target: StatusCounts): Promise<void> {
  const { table } = target;
  const triggers = [
    `create trigger ${table}_count_insert after insert on ${table} begin
      ${countUp(target, 'new.status')} end`,
    `create trigger ${table}_count_delete after delete on ${table} begin
      ${countDown(target, 'old.status')} end`,
    `create trigger ${table}_count_update after update of status on ${table}
      when old.status <> new.status begin
      ${countDown(target, 'old.status')} ${countUp(target, 'new.status')} end`,
  ];
  for (const trigger of triggers) await sql.raw(trigger).execute(db);
}

async function followOnPostgres(db: Kysely<unknown>, target: StatusCounts): Promise<void> {
  const { table } = target;
  await sql
    .raw(
      `create function ${table}_follow_status_counts() returns trigger
    language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.status = new.status then return null; end if;
      if tg_op in ('UPDATE', 'DELETE') then ${countDown(target, 'old.status')} end if;
      if tg_op in ('INSERT', 'UPDATE') then ${countUp(target, 'new.status')} end if;
      return null;
    end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${table}_status_counts
    after insert or delete or update of status on ${table}
    for each row execute function ${table}_follow_status_counts()`,
    )
    .execute(db);
}

export async function dropStatusCounts(db: Kysely<unknown>, target: StatusCounts): Promise<void> {
  const { table } = target;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql.raw(`drop trigger ${table}_status_counts on ${table}`).execute(db);
    await sql.raw(`drop function ${table}_follow_status_counts()`).execute(db);
  } else {
    for (const name of ['insert', 'delete', 'update'])
      await sql.raw(`drop trigger ${table}_count_${name}`).execute(db);
  }
  await db.schema.dropTable(target.counts).execute();
}
