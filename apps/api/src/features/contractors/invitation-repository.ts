import type { Db } from '@paydesk/api/platform/db/database';

export type LatestContractorInvitation = {
  contractor_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
};

export async function insertContractorInvitation(
  db: Db,
  invitation: {
    id: string;
    contractorId: string;
    userId: string;
    tokenHash: string;
    expiresAt: string;
    now: string;
  },
): Promise<void> {
  await db
    .insertInto('contractor_invitations')
    .values({
      id: invitation.id,
      contractor_id: invitation.contractorId,
      user_id: invitation.userId,
      token_hash: invitation.tokenHash,
      expires_at: invitation.expiresAt,
      used_at: null,
      created_at: invitation.now,
    })
    .execute();
}

/** The newest invitation of each contractor. */
export async function latestContractorInvitations(
  db: Db,
  contractorIds: readonly string[],
): Promise<Map<string, LatestContractorInvitation>> {
  if (contractorIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('contractor_invitations')
    .select(['contractor_id', 'expires_at', 'used_at', 'created_at'])
    .where('contractor_id', 'in', [...contractorIds])
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return new Map(rows.map((row) => [row.contractor_id, row]));
}

/** The invitation of a link, with its contractor's status (an inactive contractor's link is void). */
export const findContractorInvitationByTokenHash = (db: Db, tokenHash: string) =>
  db
    .selectFrom('contractor_invitations')
    .innerJoin('contractors', 'contractors.id', 'contractor_invitations.contractor_id')
    .select([
      'contractor_invitations.id',
      'contractor_invitations.contractor_id',
      'contractor_invitations.user_id',
      'contractor_invitations.expires_at',
      'contractor_invitations.used_at',
      'contractors.company_id',
      'contractors.status as contractor_status',
    ])
    .where('contractor_invitations.token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Uses an invitation once: false when it was used (or withdrawn) in the meantime. */
export async function markContractorInvitationUsed(
  db: Db,
  id: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('contractor_invitations')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Withdraws the contractor's unused invitations (a new one replaces them). */
export async function withdrawContractorInvitations(
  db: Db,
  contractorId: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('contractor_invitations')
    .set({ used_at: now, expires_at: now })
    .where('contractor_id', '=', contractorId)
    .where('used_at', 'is', null)
    .execute();
}
