import type { Generated } from 'kysely';

// Companies, their addresses, owners, pay groups and local tax jurisdictions. Column conventions: schema.ts.

/** How many companies are in each status, kept by triggers on `companies` (migration 0008). */
export type CompanyStatusCountsTable = {
  status: string;
  n: number;
};

export type CompaniesTable = {
  id: string;
  name: string;
  status: string;
  is_registered_with_irs: Generated<number>;
  federal_ein: string | null;
  federal_filing_form: string | null;
  business_entity_type: string | null;
  industry_type: string | null;
  suta_rate_basis_points: number | null;
  onboarding_draft: string | null;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
};

export type CompanyAddressesTable = {
  id: string;
  company_id: string;
  kind: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  zip_code: string;
  phone_number: string | null;
};

export type CompanyOwnersTable = {
  company_id: string;
  employee_id: string;
  ownership_basis_points: number;
  created_at: string;
};

export type PayGroupsTable = {
  id: string;
  company_id: string;
  name: string;
  /** The name lower-cased and trimmed: one name per company, whatever its case. */
  name_key: string;
  frequency: string;
  first_period_end: string;
  first_pay_date: string;
  second_pay_day: number | null;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
};

/** A local tax jurisdiction the employer entered (migration 0015); a kind's unused columns are NULL. */
export type CompanyLocalTaxesTable = {
  id: string;
  company_id: string;
  /** `pa_eit`, `pa_lst` or `oh_municipal`. */
  kind: string;
  /** The PSD code (Pennsylvania) or the employer's municipality code (Ohio). */
  code: string;
  name: string;
  resident_rate: string | null;
  nonresident_rate: string | null;
  annual_cents: number | null;
  rate: string | null;
  credit_rate: string | null;
  created_at: string;
  updated_at: string;
};
