import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { writeProgress } from './job-repository';

/**
 * The progress of one run, written one figure at a time and never awaited by the work: the
 * latest figure wins, and `settled` waits for the last write before the run's final state.
 */
export function progressWriter(
  db: Db,
  run: { id: string; attempts: number },
  clock: Clock,
  logger: Logger,
) {
  let latest: { done: number; total: number } | undefined;
  let writing: Promise<void> | undefined;

  async function flush(): Promise<void> {
    while (latest) {
      const figure = latest;
      latest = undefined;
      await writeProgress(db, run, { ...figure, now: clock.now().toISOString() }).catch(
        (error: unknown) => logger.warn({ err: error, jobId: run.id }, 'job progress not written'),
      );
    }
  }

  return {
    report(done: number, total: number): void {
      latest = { done: Math.min(done, total), total };
      writing ??= flush().finally(() => {
        writing = undefined;
      });
    },
    async settled(): Promise<void> {
      while (writing) await writing;
    },
  };
}
