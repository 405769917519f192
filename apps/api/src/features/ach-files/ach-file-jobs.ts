import { createHash } from 'node:crypto';
import type { AchFile } from '@paydesk/contracts';
import { z } from 'zod';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { keyReused, type JobRecord } from '@paydesk/api/platform/jobs/jobs';
import type { AchFileGeneration } from './ach-file-generation';
import { toAchFile } from './ach-file-answer';
import { findAchFile } from './ach-file-repository';
import { countPaymentsToPay, findPayrollsToPay } from './ach-source-repository';
import { selectPayableContractorRuns } from './contractor-selection';
import { countContractorItemsToPay, findContractorRunsToPay } from './contractor-source-repository';
import { selectPayableCompanyPayrolls } from './payroll-selection';

const achJobInputSchema = z.object({
  payrollIds: z.array(z.string()),
  runIds: z.array(z.string()),
  /** The requester's companies when asked (null: an administrator's every company). */
  scope: z.array(z.string()).nullable(),
});

export type AchFileAnswer = { file: AchFile } | { jobId: string };

/** The job's subject: the same payrolls and runs, in any order, are the same selection. */
export const achSelectionSubject = (payrollIds: readonly string[], runIds: readonly string[]) =>
  `ach:${createHash('sha256')
    .update(JSON.stringify([[...payrollIds].sort(), [...runIds].sort()]))
    .digest('hex')
    .slice(0, 40)}`;

/**
 * Generating a large ACH file as a job. At or under `ACH_FILE_JOB_THRESHOLD` payments (issued
 * paychecks plus contractor lines by direct deposit, counted before anything is generated) the
 * request makes the file at once, as it always has (201); above it the request answers 202 with
 * the job, whose work is the same one transaction with the same locks (decision 112).
 */
export function createAchFileJobs(
  context: AppContext,
  generation: Pick<AchFileGeneration, 'generateIn'>,
) {
  const { db } = context.database;
  const { jobs } = context;
  const threshold = context.config.achFileJobThreshold;

  /**
   * A run after a restart may find its file made: every chosen payroll and run in one file made
   * since the job was asked for. That file is the job's result, not a 409.
   */
  async function fileAlreadyMade(job: JobRecord, payrollIds: string[], runIds: string[]) {
    const payrolls = await findPayrollsToPay(db, payrollIds);
    const runs = await findContractorRunsToPay(db, runIds);
    const fileIds = new Set([...payrolls, ...runs].map((row) => row.ach_file_id));
    const [fileId] = [...fileIds];
    if (fileIds.size !== 1 || !fileId) return undefined;
    if (payrolls.length !== payrollIds.length || runs.length !== runIds.length) return undefined;
    const file = await findAchFile(db, { companyIds: null }, fileId);
    return file && file.created_at >= job.createdAt
      ? toAchFile(file, payrollIds, runIds)
      : undefined;
  }

  jobs.define({
    kind: 'ach-files.generate',
    run: async ({ job, progress }) => {
      const input = achJobInputSchema.parse(job.input);
      const made = await fileAlreadyMade(job, input.payrollIds, input.runIds);
      if (made) return { result: { achFileId: made.id, achFile: made } };
      progress(0, job.total);
      const actor = { caller: { userId: job.requestedBy } };
      const file = await db
        .transaction()
        .execute((trx) =>
          generation.generateIn(trx, actor, input.scope, input.payrollIds, input.runIds, progress),
        );
      return { result: { achFileId: file.id, achFile: file } };
    },
  });

  return {
    /**
     * The file at once, or the job that makes it. The selection is checked first as the
     * generation checks it (404 for a payroll or run not the caller's, 409 for one not payable),
     * so a job is only started for what the caller may pay, under the first chosen company.
     */
    async generateOrQueue(
      access: Access,
      payrollIds: string[],
      runIds: string[],
      requestKey: string | null,
      generate: () => Promise<AchFile>,
    ): Promise<AchFileAnswer> {
      const payments =
        (await countPaymentsToPay(db, payrollIds)) + (await countContractorItemsToPay(db, runIds));
      if (payments <= threshold) return { file: await generate() };
      const subjectId = achSelectionSubject(payrollIds, runIds);
      const kind = 'ach-files.generate' as const;
      // A key sent again answers its job, even once its payrolls are in the file it made; the
      // same key for another selection is a 409.
      const asked = requestKey
        ? await jobs.findByKey({ requestedBy: access.caller.userId, kind, requestKey })
        : undefined;
      if (asked) {
        if (asked.subjectId !== subjectId) throw keyReused();
        return { jobId: asked.id };
      }
      const scope = await access.companyFilter();
      const payrolls = await selectPayableCompanyPayrolls(db, scope, payrollIds);
      const runs = await selectPayableContractorRuns(db, scope, runIds);
      const companyId = payrolls[0]?.company_id ?? runs[0]?.company_id;
      // Unreachable: the request schema asks for one payroll or run at least.
      if (!companyId) return { file: await generate() };
      const { job } = await jobs.submit({
        kind,
        companyId,
        requestedBy: access.caller.userId,
        requestKey,
        subjectId,
        input: { payrollIds, runIds, scope },
        total: payrollIds.length + runIds.length,
      });
      return { jobId: job.id };
    },
  };
}
