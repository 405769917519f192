import { Redis } from 'ioredis';
import type { Db } from '../db/database';
import { newId } from '../ids';

/** Counts failed sign-ins in a sliding window, shared by every API process. */
export type AttemptCounter = {
  /** How many failures the key has in the window ending now, and when the oldest one expires. */
  count(
    kind: 'account' | 'ip',
    key: string,
    now: Date,
    windowMs: number,
  ): Promise<{ count: number; oldestAt: Date | null }>;
  /** The failures of one account from one address in the window ending now. */
  countPair(
    account: string,
    ip: string,
    now: Date,
    windowMs: number,
  ): Promise<{ count: number; oldestAt: Date | null }>;
  /** Counts one failure of the account from the address; answers its id for `forget`. */
  record(account: string, ip: string, now: Date): Promise<string>;
  /** Takes back one failure that `record` counted (an attempt that turned out not to fail). */
  forget(account: string, ip: string, id: string): Promise<void>;
  clearAccount(account: string): Promise<void>;
  close(): Promise<void>;
};

export function databaseAttemptCounter(db: Db): AttemptCounter {
  return {
    async count(kind, key, now, windowMs) {
      const since = new Date(now.getTime() - windowMs).toISOString();
      const column = kind === 'account' ? 'account' : 'ip_address';
      const row = await db
        .selectFrom('failed_sign_ins')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.min('occurred_at').as('oldest'),
        ])
        .where(column, '=', key)
        .where('occurred_at', '>', since)
        .executeTakeFirst();
      const oldest = row?.oldest ? new Date(String(row.oldest)) : null;
      return { count: Number(row?.count ?? 0), oldestAt: oldest };
    },
    async countPair(account, ip, now, windowMs) {
      const since = new Date(now.getTime() - windowMs).toISOString();
      const row = await db
        .selectFrom('failed_sign_ins')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.min('occurred_at').as('oldest'),
        ])
        .where('account', '=', account)
        .where('ip_address', '=', ip)
        .where('occurred_at', '>', since)
        .executeTakeFirst();
      const oldest = row?.oldest ? new Date(String(row.oldest)) : null;
      return { count: Number(row?.count ?? 0), oldestAt: oldest };
    },
    async record(account, ip, now) {
      const id = newId();
      await db
        .insertInto('failed_sign_ins')
        .values({ id, account, ip_address: ip, occurred_at: now.toISOString() })
        .execute();
      return id;
    },
    async forget(_account, _ip, id) {
      await db.deleteFrom('failed_sign_ins').where('id', '=', id).execute();
    },
    async clearAccount(account) {
      // Detach the failures from the account but keep them for the address's own limit; an
      // empty account never matches a sign-in, whose username is never empty.
      await db
        .updateTable('failed_sign_ins')
        .set({ account: '' })
        .where('account', '=', account)
        .execute();
    },
    close: async () => undefined,
  };
}

/** The same counters in Redis sorted sets (score = time), for deployments with REDIS_URL. */
export function redisAttemptCounter(
  url: string,
  prefix = 'paydesk:failed-sign-ins',
): AttemptCounter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const keyOf = (kind: string, key: string) => `${prefix}:${kind}:${key}`;
  const windowMsMax = 24 * 3_600_000;
  const pairKey = (account: string, ip: string) => keyOf('pair', `${ip}|${account}`);
  const countKey = async (redisKey: string, now: Date, windowMs: number) => {
    const from = now.getTime() - windowMs;
    await redis.zremrangebyscore(redisKey, '-inf', `(${now.getTime() - windowMsMax}`);
    const members = await redis.zrangebyscore(redisKey, `(${from}`, '+inf', 'WITHSCORES');
    const oldestScore = members[1];
    return {
      count: members.length / 2,
      oldestAt: oldestScore ? new Date(Number(oldestScore)) : null,
    };
  };
  return {
    count: (kind, key, now, windowMs) => countKey(keyOf(kind, key), now, windowMs),
    countPair: (account, ip, now, windowMs) => countKey(pairKey(account, ip), now, windowMs),
    async record(account, ip, now) {
      const member = `${now.getTime()}:${newId()}`;
      await redis
        .multi()
        .zadd(pairKey(account, ip), now.getTime(), member)
        .pexpire(pairKey(account, ip), windowMsMax)
        .zadd(keyOf('account', account), now.getTime(), member)
        .pexpire(keyOf('account', account), windowMsMax)
        .zadd(keyOf('ip', ip), now.getTime(), member)
        .pexpire(keyOf('ip', ip), windowMsMax)
        .exec();
      return member;
    },
    async forget(account, ip, id) {
      await redis
        .multi()
        .zrem(pairKey(account, ip), id)
        .zrem(keyOf('account', account), id)
        .zrem(keyOf('ip', ip), id)
        .exec();
    },
    async clearAccount(account) {
      // The account's failures from every address go with it (a glob, its own characters escaped).
      const pattern = keyOf('pair', `*|${account.replace(/[*?[\]\\]/g, '\\$&')}`);
      const pairs = await redis.keys(pattern);
      await redis.del(keyOf('account', account), ...pairs);
    },
    async close() {
      await redis.quit();
    },
  };
}
