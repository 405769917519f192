// Federal tax deposits: the schedule each year began with, and the payments entered.
// Column conventions: schema.ts.

/** One row per company and year, written the first time the year's schedule is asked for. */
export type CompanyDepositSchedulesTable = {
  company_id: string;
  year: number;
  /** `monthly` or `semiweekly`. */
  schedule: string;
  /** Why: `new_employer`, `lookback_at_most_50000`, `lookback_over_50000`, `hundred_thousand_day_last_year`. */
  reason: string;
  decided_at: string;
};

/** The payment of one deposit; entering it again replaces it. */
export type TaxDepositPaymentsTable = {
  company_id: string;
  /** The computed deposit's id (`irs-941-2026-10-01-2026-10-31`, `irs-940-2026Q3`). */
  deposit_id: string;
  paid_on: string;
  /** The EFTPS confirmation number, 15 digits. */
  confirmation: string;
  recorded_by: string | null;
  recorded_at: string;
};

/** A return the owner marked as filed; marking it again replaces the day. */
export type TaxFilingRecordsTable = {
  company_id: string;
  /** `941`, `940`, `state_withholding`, `state_unemployment`. */
  form: string;
  /** `2026Q4` for a quarterly return, `2026` for a yearly one. */
  period: string;
  /** The state of a state return; '' for a federal one. */
  state: string;
  filed_on: string;
  recorded_by: string | null;
  recorded_at: string;
};

/** The reminder mail sent to a company's owners before a deposit's due date, once a deposit. */
export type TaxDepositRemindersTable = {
  company_id: string;
  deposit_id: string;
  due_date: string;
  amount_cents: number;
  sent_at: string;
};
