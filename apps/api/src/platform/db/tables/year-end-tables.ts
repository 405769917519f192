// Year end: what the W-2s computed from the stubs cannot say. Column conventions: schema.ts.

/** A year whose W-2s the owner published to the employees; one row per company and year. */
export type W2PublicationsTable = {
  company_id: string;
  year: number;
  published_by: string | null;
  published_at: string;
};

/** An employee's W-2 boxes (the API's JSON) as published; what a correction is measured from. */
export type W2PublishedBoxesTable = {
  company_id: string;
  year: number;
  employee_id: string;
  boxes: string;
};

/** The employer's state ID number of one state (W-2 and W-3 box 15); one row per company and state. */
export type CompanyStateTaxIdsTable = {
  company_id: string;
  state: string;
  number: string;
  version: number;
  updated_by: string | null;
  updated_at: string;
};
