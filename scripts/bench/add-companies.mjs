// Adds companies straight into the SQLite file of a running benchmark server, the way a long-lived
// platform accumulates them: most active, some onboarding, a few suspended; each with a few
// employees (one in ten terminated), so that what counts employees is measured at scale too.
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

const statuses = [
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'onboarding',
  'onboarding',
  'suspended',
];

export function addCompanies(dataDir, count, employeesEach = 0) {
  const db = new Database(join(dataDir, 'paydesk.sqlite'));
  try {
    const insert = db.prepare(
      `insert into companies (id, name, status, created_at, updated_at)
       values (?, ?, ?, ?, ?)`,
    );
    const insertEmployee = db.prepare(
      `insert into employees
         (id, company_id, first_name, last_name, email, status, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const now = new Date().toISOString();
    db.transaction(() => {
      for (let i = 0; i < count; i += 1) {
        const name = `Bench Company ${String(i).padStart(5, '0')} LLC`;
        const companyId = randomUUID();
        insert.run(companyId, name, statuses[i % statuses.length], now, now);
        for (let e = 0; e < employeesEach; e += 1) {
          const status = e % 10 === 9 ? 'terminated' : 'active';
          const email = `bench-${i}-${e}@paydesk.test`;
          insertEmployee.run(
            randomUUID(),
            companyId,
            'Bench',
            `Worker ${e}`,
            email,
            status,
            now,
            now,
          );
        }
      }
    })();
  } finally {
    db.close();
  }
}
