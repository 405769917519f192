import { isFinishedJob, jobSchema, type Job } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type HttpFailure } from '@web/shared/http/http-client';

/** How often a running job is asked for its progress. */
export const JOB_POLL_MS = 1000;

export const jobKeys = {
  job: (jobId: string) => ['jobs', jobId] as const,
};

/** GET /jobs/{id}: the job's state and progress (404 once it is not the caller's to see). */
export async function getJob(jobId: string): Promise<Job> {
  const { data } = await apiRequest(`/jobs/${encodeURIComponent(jobId)}`, { schema: jobSchema });
  return data;
}

/** GET /jobs/{id}/file: the file a succeeded job made. */
export async function downloadJobFile(jobId: string): Promise<Blob> {
  const { data } = await apiRequest<Blob>(`/jobs/${encodeURIComponent(jobId)}/file`, {
    headers: { Accept: '*/*' },
    responseType: 'blob',
  });
  return data;
}

/** A job, asked again every second until it has succeeded or failed. */
export const useJob = (jobId: string | null) =>
  useQuery({
    queryKey: jobKeys.job(jobId ?? ''),
    queryFn: () => getJob(jobId ?? ''),
    enabled: jobId !== null,
    refetchInterval: (query) =>
      query.state.data && isFinishedJob(query.state.data) ? false : JOB_POLL_MS,
    // A job that is gone (404) is not asked again and again.
    retry: false,
  });

/** A failed job as the failure of a call: what forms and notices already read (`body.detail`). */
export function jobFailure(job: Job, status: number): HttpFailure {
  const error = job.error ?? { code: 'job.failed', detail: '' };
  return {
    status,
    body: {
      type: 'about:blank',
      title: error.code,
      status,
      detail: error.detail,
      instance: `/api/jobs/${job.id}`,
      code: error.code,
      ...(error.errors ? { errors: error.errors } : {}),
    },
  };
}

/**
 * A fresh `Idempotency-Key`: a retried request with the same key is the same job. 128 random
 * bits from getRandomValues, which (unlike randomUUID) plain-HTTP pages have too.
 */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
