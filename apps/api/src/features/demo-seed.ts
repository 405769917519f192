import type { AppContext } from '@paydesk/api/platform/app-context';
import { seedDemoDataIfEmpty } from '@paydesk/api/platform/db/seed/seed';
import { seedDemoHistory } from './demo-history';
import { seedDemoTimeOff } from './demo-time-off';

/**
 * The whole demo into an empty database: the platform's records (people, companies, accounts),
 * then the demo company's time off and the payroll history the features make of them. The
 * platform cannot run features, so the server and the seed command both come here.
 */
export async function seedDemoIfEmpty(context: AppContext): Promise<boolean> {
  const { database, clock, config } = context;
  const seeded = await seedDemoDataIfEmpty(database.db, clock, config);
  if (seeded) {
    await seedDemoTimeOff(context);
    await seedDemoHistory(context);
  }
  return seeded;
}
