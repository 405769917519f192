import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { CLUSTER_WORKER_ENV } from './cluster-settings';

/** A worker that lived this long was healthy: the next one that dies starts again at once. */
const HEALTHY_AFTER_MS = 10_000;
/** The first pause before starting a worker again; it doubles while they keep dying young. */
const FIRST_RESTART_MS = 250;
const MAX_RESTART_MS = 30_000;
/** How long a worker may take to finish its requests when the cluster stops. */
const STOP_GRACE_MS = 15_000;

export type Supervisor = {
  /** Resolves with the port once every first worker listens. */
  listening: Promise<number>;
  /** Asks every worker to finish its requests and stop; resolves when all have exited. */
  stop: () => Promise<void>;
};

/**
 * Starts `count` API processes (the file `exec`) that share one listening port, and starts
 * another whenever one dies, logged, after a pause that grows while they keep dying young (a
 * worker that cannot start must not spin the machine).
 */
export function superviseWorkers(options: {
  exec: string;
  count: number;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
}): Supervisor {
  const { count, log } = options;
  cluster.setupPrimary({ exec: options.exec });
  let stopping = false;
  let restartMs = FIRST_RESTART_MS;
  const startedAt = new Map<Worker, number>();
  const firstListening = new Set<number>();
  let resolvePort: (port: number) => void = () => undefined;
  const listening = new Promise<number>((resolve) => {
    resolvePort = resolve;
  });

  const fork = () => {
    const worker = cluster.fork({ [CLUSTER_WORKER_ENV]: '1' });
    startedAt.set(worker, Date.now());
    log.info({ worker: worker.process.pid }, 'API process started');
  };

  cluster.on('listening', (worker, address) => {
    log.info({ worker: worker.process.pid, port: address.port }, 'API process listening');
    firstListening.add(worker.id);
    if (firstListening.size === count) resolvePort(address.port);
  });

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (stopping) return;
    restartMs = lived >= HEALTHY_AFTER_MS ? FIRST_RESTART_MS : restartMs;
    const pause = restartMs;
    restartMs = Math.min(MAX_RESTART_MS, restartMs * 2);
    log.error(
      { worker: worker.process.pid, code, signal, livedMs: lived, restartInMs: pause },
      'API process died: starting another',
    );
    const timer = setTimeout(() => {
      // A stop signal that reached the whole process group may have ended it: no new one then.
      if (!stopping) fork();
    }, pause);
    timer.unref();
  });

  for (let index = 0; index < count; index += 1) fork();

  const stop = async () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && !worker.isDead(),
    );
    const exits = workers.map(
      (worker) => new Promise<void>((done) => worker.once('exit', () => done())),
    );
    for (const worker of workers) worker.process.kill('SIGTERM');
    const killer = setTimeout(() => {
      for (const worker of workers) {
        if (worker.isDead()) continue;
        log.warn({ worker: worker.process.pid }, 'API process did not stop in time: killed');
        worker.process.kill('SIGKILL');
      }
    }, STOP_GRACE_MS);
    await Promise.all(exits);
    clearTimeout(killer);
  };

  return { listening, stop };
}
