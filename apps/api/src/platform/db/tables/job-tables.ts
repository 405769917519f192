// Jobs: long work with progress (platform/jobs). Column conventions: schema.ts.

export type JobsTable = {
  id: string;
  kind: string;
  company_id: string;
  requested_by: string;
  /** The caller's `Idempotency-Key`: one job per user, kind and key. */
  request_key: string | null;
  subject_id: string;
  /** What the job's handler needs, as JSON (its kind's schema reads it). */
  input: string;
  status: string;
  done: number;
  total: number;
  /** Runs started: a job interrupted too often fails instead of starting again. */
  attempts: number;
  result: string | null;
  error: string | null;
  created_at: string;
  started_at: string | null;
  /** The last sign of life of the process running it (each progress report). */
  heartbeat_at: string | null;
  finished_at: string | null;
};

/** The file a job made (a ZIP of stubs), base64 text: the portable types have no blob. */
export type JobFilesTable = {
  job_id: string;
  name: string;
  media_type: string;
  byte_size: number;
  content: string;
  created_at: string;
};
