import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { JobQueue } from './job-types';

const QUEUE = 'paydesk-jobs';

/**
 * pg-boss expires a run this long after it started and hands the job to another worker: the
 * process that ran it is presumed gone. A run still alive past it keeps its claim in our table
 * (its heartbeat is fresh), so the second worker lets it be.
 */
const EXPIRE_SECONDS = 15 * 60;
/** Runs of one job pg-boss starts after expiries; the `jobs` table stops a job long before. */
const RETRY_LIMIT = 5;

/**
 * Creates the queue unless it exists. Processes that start together race for it, and PostgreSQL
 * may end one of them as a deadlock: that one tries again and finds the queue made.
 */
async function createQueueOnce(boss: PgBoss): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (await boss.getQueue(QUEUE)) return;
      await boss.createQueue(QUEUE, {
        name: QUEUE,
        retryLimit: RETRY_LIMIT,
        expireInSeconds: EXPIRE_SECONDS,
      });
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/**
 * The PostgreSQL back end: pg-boss keeps the queue in its own schema of the same database and
 * hands each job to one worker of one process at a time (SKIP LOCKED), so two API processes
 * share the work. Its job id is ours, which makes handing the same job again harmless.
 */
export function pgBossQueue(connectionString: string, logger: Logger): JobQueue {
  let boss: PgBoss | undefined;
  let workerId: string | undefined;
  const running = new Set<Promise<void>>();

  return {
    singleProcess: false,
    start: async (work) => {
      // Loaded only where PostgreSQL is used: a SQLite server never needs it.
      const { default: Boss } = await import('pg-boss');
      const instance = new Boss({ connectionString, max: 3, application_name: 'paydesk-jobs' });
      instance.on('error', (error) => logger.error({ err: error }, 'job queue error'));
      await instance.start();
      await createQueueOnce(instance);
      boss = instance;
      workerId = await instance.work<{ jobId: string }>(
        QUEUE,
        { batchSize: 1, pollingIntervalSeconds: 1 },
        async ([job]) => {
          if (!job) return;
          const run = work(job.data.jobId);
          running.add(run);
          try {
            await run;
          } finally {
            running.delete(run);
          }
        },
      );
    },
    push: async (jobId) => {
      if (!boss) throw new Error('The job queue is not started.');
      await boss.send(QUEUE, { jobId }, { id: jobId });
      // Wake this process's worker now rather than at its next poll.
      if (workerId) boss.notifyWorker(workerId);
    },
    stop: async () => {
      const instance = boss;
      boss = undefined;
      workerId = undefined;
      await instance?.stop({ graceful: true, wait: true, timeout: 30_000 });
    },
    idle: async () => {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
