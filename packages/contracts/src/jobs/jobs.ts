import * as z from '../z';
import { achFileSchema } from '../ach-files/ach-file';
import { fieldErrorSchema } from '../http/problem';

/** A job's life: `queued → running (done/total) → succeeded | failed`. */
export const jobStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export const jobStatusSchema = z.enum(jobStatuses);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/**
 * The long work the API runs as a job: committing a large payroll, all stubs of a payroll as a
 * ZIP, a large ACH file, copy D of a large company's W-2s.
 */
export const jobKinds = [
  'payroll.commit',
  'pay-stubs.archive',
  'ach-files.generate',
  'year-end.w2-copies-d',
] as const;
export const jobKindSchema = z.enum(jobKinds);
export type JobKind = z.infer<typeof jobKindSchema>;

/** What a failed job answers: the problem the same call would have answered at once. */
export const jobErrorSchema = z.object({
  code: z.string(),
  detail: z.string(),
  errors: z.optional(z.array(fieldErrorSchema)),
});
export type JobError = z.infer<typeof jobErrorSchema>;

/**
 * What a job made: the committed payroll, the ACH file generated, or a file to download from
 * `/api/jobs/{id}/file`.
 */
export const jobResultSchema = z.object({
  payrollId: z.optional(z.string()),
  achFileId: z.optional(z.string()),
  /** The ACH file generated, as `POST /payments/ach/files` answers it with 201. */
  achFile: z.optional(achFileSchema),
  fileName: z.optional(z.string()),
  fileBytes: z.optional(z.number().check(z.int())),
  files: z.optional(z.number().check(z.int())),
});
export type JobResult = z.infer<typeof jobResultSchema>;

export const jobSchema = z
  .object({
    id: z.string(),
    kind: jobKindSchema,
    companyId: z.string(),
    /**
     * The record the job works on: the payroll draft committed, the payroll archived, the ACH
     * selection (a digest of its ids), the company and year of the W-2s.
     */
    subjectId: z.string(),
    status: jobStatusSchema,
    done: z.number().check(z.int()),
    total: z.number().check(z.int()),
    result: z.nullable(jobResultSchema),
    error: z.nullable(jobErrorSchema),
    createdAt: z.string(),
    startedAt: z.nullable(z.string()),
    finishedAt: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'Job' });
export type Job = z.infer<typeof jobSchema>;

/** The 202 answer of a call that started a job; `Location` names `/api/jobs/{jobId}` too. */
export const jobAcceptedSchema = z
  .object({ jobId: z.string() })
  .register(z.globalRegistry, { id: 'JobAccepted' });
export type JobAccepted = z.infer<typeof jobAcceptedSchema>;

/** An `Idempotency-Key`: the same key from the same user for the same kind of job is one job. */
export const IDEMPOTENCY_KEY_MAX = 200;

export const isFinishedJob = (job: Pick<Job, 'status'>): boolean =>
  job.status === 'succeeded' || job.status === 'failed';

export const jobPath = (jobId: string): string => `/api/jobs/${jobId}`;

/** The ZIP of a payroll's stubs, and each stub's PDF inside it. */
export const payStubArchiveName = (payrollId: string): string => `pay_stubs_${payrollId}.zip`;
