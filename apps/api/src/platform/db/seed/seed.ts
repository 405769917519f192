import type { Clock } from '@paydesk/api/platform/clock';
import { randomToken } from '@paydesk/api/platform/crypto';
import { hashPassword } from '@paydesk/api/platform/security/passwords';
import type { Db } from '../database';
import { demoCompanies } from './demo-companies';
import { DEMO_PASSWORD } from './demo-people';
import type { SeedContext } from './seed-context';
import { insertDemoCompany } from './seed-company';
import { insertUser, rolesOf } from './seed-users';

export type SeedSettings = { encryptionKey: Buffer; publicUrl: string };

/**
 * Writes the demo platform: an admin, two active companies (with their funding accounts), one
 * onboarding, a pay group each, a deposit account for every employee but the one mid-onboarding.
 */
export async function seedDemoData(db: Db, clock: Clock, settings: SeedSettings): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Nobody knows this one: the self-onboarding demo employee chooses theirs through the link.
  const invitedPasswordHash = await hashPassword(randomToken());
  await db.transaction().execute(async (trx) => {
    const ctx: SeedContext = {
      db: trx,
      now: clock.now().toISOString(),
      encryptionKey: settings.encryptionKey,
      passwordHash,
      publicUrl: settings.publicUrl,
    };
    await insertUser(ctx, 'admin@paydesk.test', 'Ada', 'Admin', rolesOf('admin@paydesk.test'));
    await insertUser(ctx, 'norole@paydesk.test', 'Nora', 'Nobody', []);
    let index = 0;
    for (const company of demoCompanies) {
      index = await insertDemoCompany(ctx, company, index, invitedPasswordHash);
    }
  });
}

/** Seeds only an empty database, so a restart never seeds twice. */
export async function seedDemoDataIfEmpty(
  db: Db,
  clock: Clock,
  settings: SeedSettings,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  if (Number(row?.count ?? 0) > 0) return false;
  await seedDemoData(db, clock, settings);
  return true;
}
