import type { Kysely } from 'kysely';
import { dropStatusCounts, keepStatusCounts } from './status-counts';

// The administrator's dashboard counts the employees not terminated. Reading the status index
// grows with every employee of every company (a platform of 200,000 employees reads 200,000 index
// entries a visit); counts by status kept by triggers, as for companies (0008), answer in one
// read of a few rows. The index stays for the lists that filter by status.
const employeeCounts = { table: 'employees', counts: 'employee_status_counts' };

export async function up(db: Kysely<unknown>): Promise<void> {
  await keepStatusCounts(db, employeeCounts);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropStatusCounts(db, employeeCounts);
}
