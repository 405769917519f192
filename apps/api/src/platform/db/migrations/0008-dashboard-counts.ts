import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The administrator's dashboard shows how many companies are in each status. Counting them
// read every company on each visit (20,000 companies: 0.8 ms a visit on SQLite, more on
// PostgreSQL); a table of counts kept by triggers answers in one read of three rows whatever
// the number of companies, and stays right for every writer, the seed and imports included.
// The onboarding list and the employee count read narrow indexes instead of the tables.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_status_counts')
    .addColumn('status', 'text', (c) => c.primaryKey())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into company_status_counts (status, n)
    select status, count(*) from companies group by status`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) await followOnPostgres(db);
  else await followOnSqlite(db);
  await db.schema
    .createIndex('companies_status_name_idx')
    .on('companies')
    .columns(['status', 'name', 'id'])
    .execute();
  await db.schema.createIndex('employees_status_idx').on('employees').column('status').execute();
}

const countUp = (status: string) => `insert into company_status_counts (status, n)
  values (${status}, 1) on conflict (status) do update set n = company_status_counts.n + 1;`;
const countDown = (status: string) =>
  `update company_status_counts set n = n - 1 where status = ${status};`;

async function followOnSqlite(db: Kysely<unknown>): Promise<void> {
  const triggers = [
    `create trigger companies_count_insert after insert on companies begin
      ${countUp('new.status')} end`,
    `create trigger companies_count_delete after delete on companies begin
      ${countDown('old.status')} end`,
    `create trigger companies_count_update after update of status on companies
      when old.status <> new.status begin
      ${countDown('old.status')} ${countUp('new.status')} end`,
  ];
  for (const trigger of triggers) await sql.raw(trigger).execute(db);
}

async function followOnPostgres(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create function companies_follow_status_counts() returns trigger
    language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.status = new.status then return null; end if;
      if tg_op in ('UPDATE', 'DELETE') then ${countDown('old.status')} end if;
      if tg_op in ('INSERT', 'UPDATE') then ${countUp('new.status')} end if;
      return null;
    end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger companies_status_counts
    after insert or delete or update of status on companies
    for each row execute function companies_follow_status_counts()`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('employees_status_idx').execute();
  await db.schema.dropIndex('companies_status_name_idx').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql.raw('drop trigger companies_status_counts on companies').execute(db);
    await sql.raw('drop function companies_follow_status_counts()').execute(db);
  } else {
    for (const name of ['insert', 'delete', 'update'])
      await sql.raw(`drop trigger companies_count_${name}`).execute(db);
  }
  await db.schema.dropTable('company_status_counts').execute();
}
