export {
  downloadJobFile,
  getJob,
  jobFailure,
  jobKeys,
  JOB_POLL_MS,
  newRequestKey,
  useJob,
} from './job-api';
export { useStoredJob } from './stored-job';
