import type { Generated } from 'kysely';

// Sign-in accounts, their roles and tokens, failed sign-ins (the auth feature's). Column conventions: schema.ts.

export type UsersTable = {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  employee_id: string | null;
  /** The contractor record of a contractor's sign-in (migration 0022). */
  contractor_id: string | null;
  company_id: string | null;
  disabled: Generated<number>;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
};

export type UserRolesTable = {
  user_id: string;
  role: string;
};

export type RefreshTokensTable = {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: string;
  created_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
};

export type PasswordResetTokensTable = {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
};

export type FailedSignInsTable = {
  id: string;
  account: string;
  ip_address: string;
  occurred_at: string;
};
