import {
  commitPayrollRequestSchema,
  type CommitPayrollRequest,
  type Payroll,
} from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { findDraftWithIncluded } from '../drafts/draft-repository';
import { checkDraftTarget, draftNotFound, type createCommitService } from './commit-service';

type CommitService = ReturnType<typeof createCommitService>;

export type CommitAnswer = { created: boolean; payroll: Payroll } | { jobId: string };

/**
 * Committing a large draft as a job. At or under `PAYROLL_COMMIT_JOB_THRESHOLD` included lines
 * the request commits at once, as it always has (201, or 200 for a draft already committed);
 * above it the request answers 202 with the job, whose work is the same one transaction
 * (a restart runs it again: a second run finds the draft committed and answers its payroll).
 */
export function createCommitJobs(context: AppContext, commits: CommitService) {
  const { db } = context.database;
  const { jobs } = context;
  const threshold = context.config.payrollCommitJobThreshold;

  jobs.define({
    kind: 'payroll.commit',
    run: async ({ job, progress }) => {
      const input = commitPayrollRequestSchema.parse(job.input);
      progress(0, job.total);
      const actor = { caller: { userId: job.requestedBy } };
      const { payroll } = await commits.commit(actor, job.companyId, input, progress);
      return { result: { payrollId: payroll.id } };
    },
  });

  return {
    async commitOrQueue(
      access: Access,
      companyId: string,
      input: CommitPayrollRequest,
      requestKey: string | null,
    ): Promise<CommitAnswer> {
      const found = await findDraftWithIncluded(db, companyId, input.draftId);
      if (!found || found.status === 'deleted') throw draftNotFound();
      const { included, ...draft } = found;
      const employees = Number(included ?? 0);
      if (employees <= threshold) {
        return commits.commit(access, companyId, input, undefined, draft);
      }
      const submission = {
        kind: 'payroll.commit' as const,
        companyId,
        requestedBy: access.caller.userId,
        requestKey,
        subjectId: draft.id,
        input: {
          draftId: input.draftId,
          ...(input.payrollId ? { payrollId: input.payrollId } : {}),
        },
        total: employees,
      };
      // A draft already committed answers its payroll, unless this key already named a job.
      if (draft.status === 'committed') {
        const asked = requestKey ? await jobs.findByKey({ ...submission, requestKey }) : undefined;
        return asked
          ? { jobId: asked.id }
          : commits.commit(access, companyId, input, undefined, draft);
      }
      checkDraftTarget(draft, input);
      const { job } = await jobs.submit(submission);
      return { jobId: job.id };
    },
  };
}
