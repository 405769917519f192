import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import { getJob } from './operations/get-job';
import { getJobFile } from './operations/get-job-file';
import type { JobServices } from './services';

/**
 * Jobs: their progress and their files. A listening server starts its workers (and takes back
 * what its last stop left unfinished); a server that only answers injected requests (tests)
 * starts them with its first job. Closing the server stops them.
 */
export const jobsFeature =
  (services: JobServices): FeaturePlugin =>
  async (app, { auth }) => {
    registerOperations(app.withTypeProvider(), { services, auth, tags: ['jobs'] }, [
      getJob,
      getJobFile,
    ]);
    app.addHook('onListen', async () => {
      await services.runner.start().catch((error: unknown) => {
        app.log.error({ err: error }, 'job workers did not start; the first job starts them');
      });
    });
    app.addHook('onClose', async () => services.runner.stop());
  };
