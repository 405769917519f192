import type { AccessDirectory } from '@paydesk/api/http/access';
import type { Db } from '@paydesk/api/platform/db/database';
import { findOwnedCompanyIds } from '../ownership-repository';
import { findCompany } from '../repository';

/**
 * Ownership as the access layer asks for it: which companies a user owns (read each request) and
 * whether a company exists at all.
 */
export const ownershipDirectory = (db: Db): AccessDirectory => ({
  ownedCompanyIds: (userId) => findOwnedCompanyIds(db, userId),
  companyExists: async (companyId) => (await findCompany(db, companyId)) !== undefined,
});
