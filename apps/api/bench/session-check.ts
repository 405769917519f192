// `npm run bench` (npx tsx apps/api/bench/session-check.ts): what checking the sign-in on every
// authenticated call costs. In one process on SQLite: the median time of an authenticated
// `GET /api/companies` and of the session lookup alone, so their ratio survives a noisy machine.
import { performance } from 'node:perf_hooks';
import { accountsService } from '../src/features/auth';
import { bearer, signInAs } from '../src/test-support/sign-in';
import { createTestApp } from '../src/test-support/test-app';

const REQUESTS = 400;
const ROUNDS = 7;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function timeEach(run: () => Promise<unknown>): Promise<number> {
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    for (let i = 0; i < REQUESTS; i += 1) await run();
    rounds.push((performance.now() - start) / REQUESTS);
  }
  return median(rounds);
}

const harness = await createTestApp({ seed: true });
try {
  const session = await signInAs(harness.app, 'admin@paydesk.test');
  const sessionId = JSON.parse(
    Buffer.from(session.accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { sid: string; sub: string };
  const request = () =>
    harness.app.inject({
      method: 'GET',
      url: '/api/companies',
      headers: bearer(session.accessToken),
    });
  const lookup = () =>
    accountsService.isSessionOpen(harness.context.database.db, {
      sessionId: sessionId.sid,
      userId: sessionId.sub,
    });
  await timeEach(request);
  const requestMs = await timeEach(request);
  const lookupMs = await timeEach(lookup);
  const withCheck = 1000 / requestMs;
  const without = 1000 / (requestMs - lookupMs);
  console.log(
    `GET /api/companies (authenticated, in process, SQLite), median of ${ROUNDS} × ${REQUESTS}:`,
  );
  console.log(
    `  with the session check: ${requestMs.toFixed(3)} ms a request, ${withCheck.toFixed(0)} req/s`,
  );
  console.log(`  the session lookup alone: ${(lookupMs * 1000).toFixed(0)} µs`);
  console.log(
    `  without it (same run): ${without.toFixed(0)} req/s; the check costs ${((lookupMs / requestMs) * 100).toFixed(1)}%`,
  );
} finally {
  await harness.close();
}
