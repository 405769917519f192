import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import {
  databaseAttemptCounter,
  redisAttemptCounter,
  type AttemptCounter,
} from './attempt-counter';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WINDOW = 15 * 60_000;

async function assertRedisAnswers(): Promise<void> {
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 3000,
  });
  try {
    await probe.connect();
    await probe.ping();
  } catch (error) {
    throw new Error(
      `Redis is not answering at ${redisUrl} (${error instanceof Error ? error.message : String(error)}). ` +
        'Start it with `redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no`, ' +
        'install it with `apt-get install -y redis-server`, or set TEST_REDIS_URL.',
    );
  } finally {
    probe.disconnect();
  }
}

/** The same contract for both stores of failed sign-ins. */
function behavesAsAttemptCounter(name: string, make: () => AttemptCounter) {
  describe(name, () => {
    let counter: AttemptCounter;
    beforeAll(() => {
      counter = make();
    });
    afterAll(async () => counter.close());

    it('counts failures per account and per address inside the window only', async () => {
      const start = new Date('2026-03-01T10:00:00.000Z');
      const account = `a-${randomBytes(4).toString('hex')}@example.com`;
      const ip = `10.${randomBytes(1)[0]}.0.1`;
      for (let minute = 0; minute < 3; minute += 1) {
        await counter.record(account, ip, new Date(start.getTime() + minute * 60_000));
      }
      const at = new Date(start.getTime() + 5 * 60_000);
      expect(await counter.count('account', account, at, WINDOW)).toEqual({
        count: 3,
        oldestAt: start,
      });
      expect((await counter.count('ip', ip, at, WINDOW)).count).toBe(3);
      expect((await counter.countPair(account, ip, at, WINDOW)).count).toBe(3);
      expect((await counter.countPair(account, '10.255.255.1', at, WINDOW)).count).toBe(0);
      const later = new Date(start.getTime() + WINDOW + 30_000);
      expect((await counter.count('account', account, later, WINDOW)).count).toBe(2);
      await counter.clearAccount(account);
      expect((await counter.count('account', account, at, WINDOW)).count).toBe(0);
      expect((await counter.countPair(account, ip, at, WINDOW)).count).toBe(0);
      expect((await counter.count('ip', ip, at, WINDOW)).count).toBe(3);
    });

    it('takes back one failure it counted, from the account, the address and the pair', async () => {
      const at = new Date('2026-03-01T10:00:00.000Z');
      const account = `f-${randomBytes(4).toString('hex')}@example.com`;
      const ip = `10.${randomBytes(1)[0]}.0.2`;
      await counter.record(account, ip, at);
      const second = await counter.record(account, ip, at);
      await counter.forget(account, ip, second);
      expect((await counter.count('account', account, at, WINDOW)).count).toBe(1);
      expect((await counter.count('ip', ip, at, WINDOW)).count).toBe(1);
      expect((await counter.countPair(account, ip, at, WINDOW)).count).toBe(1);
    });
  });
}

describe(`failed sign-in counters on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  beforeAll(async () => {
    await assertRedisAnswers();
    harness = await createTestApp();
  });
  afterAll(async () => harness.close());

  behavesAsAttemptCounter('in the database', () =>
    databaseAttemptCounter(harness.context.database.db),
  );
  behavesAsAttemptCounter('in Redis', () =>
    redisAttemptCounter(redisUrl, `paydesk-test:${randomBytes(6).toString('hex')}`),
  );
});
