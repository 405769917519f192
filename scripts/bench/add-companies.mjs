// Adds companies straight into the SQLite file of a running benchmark server, the way a long-lived
// platform accumulates them: most active, some onboarding, a few suspended.
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

export function addCompanies(dataDir, count) {
  const db = new Database(join(dataDir, 'paydesk.sqlite'));
  try {
    const insert = db.prepare(
      `insert into companies (id, name, status, created_at, updated_at)
       values (?, ?, ?, ?, ?)`,
    );
    const now = new Date().toISOString();
    db.transaction(() => {
      for (let i = 0; i < count; i += 1) {
        const name = `Bench Company ${String(i).padStart(5, '0')} LLC`;
        insert.run(randomUUID(), name, statuses[i % statuses.length], now, now);
      }
    })();
  } finally {
    db.close();
  }
}
