import type { Db } from '@paydesk/api/platform/db/database';
import type { FundingAccountCheck } from './funding-account-check';
import { activateWhenReady } from './onboarding-service';
import { findOwnerEmails } from './ownership-repository';

/**
 * What other features may ask of a company's status and owners. Every function takes the caller's
 * database handle, so it joins the caller's transaction.
 */
export const companyStatusService = {
  /** Activates the company when its last onboarding step was just completed elsewhere. */
  activateWhenReady: (
    db: Db,
    funding: FundingAccountCheck,
    change: { companyId: string; actorUserId: string | null; now: string },
  ): Promise<boolean> => activateWhenReady(db, funding, change),
  ownerEmails: (db: Db, companyId: string): Promise<string[]> => findOwnerEmails(db, companyId),
};
