import type { Job, JobKind } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { notFound } from '@paydesk/api/platform/errors/app-error';
import { toJob, type JobFile, type JobRecord } from '@paydesk/api/platform/jobs/jobs';

const jobNotFound = () => notFound('job.not_found', 'The job');

/**
 * Files only their requester downloads: an owner's copy D carries each whole SSN, which the same
 * company's administrator or another owner's request would not be given.
 */
const requesterOnlyFiles: readonly JobKind[] = ['year-end.w2-copies-d'];

/** Reading jobs: the same 404 for a job that does not exist and one of a company not the caller's. */
export function createJobsService(context: AppContext) {
  const { jobs } = context;

  async function mustSee(access: Access, id: string): Promise<JobRecord> {
    const job = await jobs.find(id);
    if (!job || !(await access.canManageCompany(job.companyId))) throw jobNotFound();
    return job;
  }

  return {
    async get(access: Access, id: string): Promise<Job> {
      return toJob(await mustSee(access, id));
    },

    /** The file a succeeded job made; 404 until then. */
    async file(access: Access, id: string): Promise<JobFile> {
      const job = await mustSee(access, id);
      if (requesterOnlyFiles.includes(job.kind) && job.requestedBy !== access.caller.userId) {
        throw notFound('job.not_found', 'The job’s file');
      }
      const file = job.status === 'succeeded' ? await jobs.file(id) : undefined;
      if (!file) throw notFound('job.not_found', 'The job’s file');
      return file;
    },
  };
}
