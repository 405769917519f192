import type { AccessDirectory } from '@paydesk/api/http/access';
import type { Db } from '@paydesk/api/platform/db/database';
import { findOwnedCompanyIds } from '../ownership-repository';

/** Ownership as the access layer asks for it: which companies a user owns, read each request. */
export const ownershipDirectory = (db: Db): AccessDirectory => ({
  ownedCompanyIds: (userId) => findOwnedCompanyIds(db, userId),
});
