import type { Generated } from 'kysely';

// Contractors and their invitations (the contractors feature's). Column conventions: schema.ts.

export type ContractorsTable = {
  id: string;
  company_id: string;
  /** `individual` or `business`. */
  type: string;
  first_name: string | null;
  last_name: string | null;
  business_name: string | null;
  /** The business name of a business, "First Last" of an individual: the list's sort. */
  display_name: string;
  /** `ssn` or `ein`; null while no TIN is on file. */
  tin_type: string | null;
  /** AES-256-GCM sealed (platform/crypto.ts); never the TIN in clear. */
  tin_encrypted: string | null;
  tin_last4: string | null;
  /** Keyed digest of the TIN's nine digits: one TIN per company, found without decrypting. */
  tin_digest: string | null;
  email: string;
  /** The address as JSON: `{addressLine1, addressLine2, city, state, zipCode}`. */
  address: string;
  payment_method: string;
  /** The owner recorded an IRS notice: backup withholding applies even with a TIN. */
  irs_notice: Generated<number>;
  backup_withholding: Generated<number>;
  /** `no_tin`, `irs_notice` or null. */
  backup_withholding_reason: string | null;
  /** The contractor's sign-in, once invited. */
  user_id: string | null;
  /** `active` or `inactive`. */
  status: string;
  version: Generated<number>;
  created_by_user_id: string | null;
  created_at: string;
  updated_at: string;
};

export type ContractorInvitationsTable = {
  id: string;
  contractor_id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
};
