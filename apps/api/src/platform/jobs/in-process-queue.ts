import type { JobQueue } from './job-types';

/**
 * The SQLite back end: jobs wait in memory and run one at a time in this process. SQLite is the
 * one-process database (its one connection would make a second job wait anyway), so a job found
 * `running` at start was this process's, interrupted by its stop.
 */
export function inProcessQueue(): JobQueue {
  const waiting: string[] = [];
  let work: ((jobId: string) => Promise<void>) | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function drain(): Promise<void> {
    while (work && !stopped && waiting.length > 0) {
      const jobId = waiting.shift() as string;
      // The runner records a job's failure itself; nothing it throws may stop the queue.
      await work(jobId).catch(() => undefined);
    }
  }

  function kick(): void {
    if (running || !work || stopped) return;
    running = (async () => {
      // Let the request that queued the job answer first.
      await new Promise((resolve) => setImmediate(resolve));
      await drain();
    })().finally(() => {
      running = undefined;
      if (waiting.length > 0) kick();
    });
  }

  return {
    singleProcess: true,
    start: async (worker) => {
      work = worker;
      stopped = false;
      kick();
    },
    push: async (jobId) => {
      if (!waiting.includes(jobId)) waiting.push(jobId);
      kick();
    },
    stop: async () => {
      stopped = true;
      await running;
    },
    idle: async () => {
      while (running) await running;
    },
  };
}
