import type { Db } from '@paydesk/api/platform/db/database';

// Reads of the contractors' table (the contractors feature's), which this feature never writes:
// whose records a sign-in holds, and the recipient's details the 1099-NEC prints.

/** The contractor records a sign-in holds (by the record's user or the user's record). */
export async function contractorIdsOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('contractors')
    .select('contractors.id')
    .where((eb) =>
      eb.or([
        eb('contractors.user_id', '=', userId),
        eb(
          'contractors.id',
          'in',
          eb.selectFrom('users').select('users.contractor_id').where('users.id', '=', userId),
        ),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** The recipient's details the 1099-NEC prints, and the payer's. */
export async function findForm1099Parties(db: Db, contractorId: string) {
  return db
    .selectFrom('contractors')
    .innerJoin('companies', 'companies.id', 'contractors.company_id')
    .leftJoin('company_addresses', (join) =>
      join
        .onRef('company_addresses.company_id', '=', 'companies.id')
        .on('company_addresses.kind', '=', 'physical'),
    )
    .select(['company_addresses.address_line1', 'company_addresses.address_line2'])
    .select(['company_addresses.city', 'company_addresses.state', 'company_addresses.zip_code'])
    .select([
      'contractors.id',
      'contractors.company_id',
      'contractors.type',
      'contractors.display_name',
      'contractors.tin_type',
      'contractors.tin_encrypted',
      'contractors.tin_last4',
      'contractors.address',
      'companies.name as company_name',
      'companies.federal_ein',
    ])
    .where('contractors.id', '=', contractorId)
    .executeTakeFirst();
}

export type Form1099PartiesRow = NonNullable<Awaited<ReturnType<typeof findForm1099Parties>>>;
