import type { AppContext } from '@paydesk/api/platform/app-context';
import { createJobsService } from './jobs-service';

/** The jobs feature's services: reading jobs; running them is the platform's. */
export const createJobServices = (context: AppContext) => ({
  jobs: createJobsService(context),
  runner: context.jobs,
});

export type JobServices = ReturnType<typeof createJobServices>;
