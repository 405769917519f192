import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExpiryScheduler, type ExpiryEvents, type Timers } from '../state/expiry-scheduler';
import { warningDelayMs } from '../state/session-timing';

const fakeTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle),
};

const MINUTE = 60_000;

function setUp(renew: ExpiryEvents['renew'] = () => Promise.resolve(Date.now() + 15 * MINUTE)) {
  const calls: string[] = [];
  const events: ExpiryEvents = {
    onPrompt: () => calls.push('prompt'),
    onClose: () => calls.push('close'),
    onExpired: () => calls.push('expired'),
    onRenewFailed: () => calls.push('renew-failed'),
    onLogout: () => calls.push('logout'),
    renew: vi.fn(renew),
  };
  return { calls, events, scheduler: createExpiryScheduler(fakeTimers, events) };
}

describe('warningDelayMs', () => {
  it('is 60 s before the expiry, and never negative', () => {
    expect(warningDelayMs(15 * MINUTE, 0)).toBe(14 * MINUTE);
    expect(warningDelayMs(30_000, 0)).toBe(0);
  });
});

describe('the session-expiry timeline', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('prompts exactly 60 s before the access token expires', () => {
    const { calls, scheduler } = setUp();
    scheduler.schedule(15 * MINUTE);
    vi.advanceTimersByTime(14 * MINUTE - 1);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['prompt']);
  });

  it('without an answer in 30 s: the expiry message, then logout 0.2 s later', () => {
    const { calls, scheduler } = setUp();
    scheduler.schedule(15 * MINUTE);
    vi.advanceTimersByTime(14 * MINUTE + 30_000 - 1);
    expect(calls).toEqual(['prompt']);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['prompt', 'expired', 'close']);
    vi.advanceTimersByTime(199);
    expect(calls).not.toContain('logout');
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['prompt', 'expired', 'close', 'logout']);
  });

  it('Stay Signed In renews, closes the prompt and schedules the next one', async () => {
    const { calls, events, scheduler } = setUp();
    scheduler.schedule(15 * MINUTE);
    vi.advanceTimersByTime(14 * MINUTE + 10_000);
    await scheduler.stay();
    expect(events.renew).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['prompt', 'close']);
    // The 30 s window of the first prompt no longer runs.
    vi.advanceTimersByTime(60_000);
    expect(calls).toEqual(['prompt', 'close']);
    // Renewed at 14:10 for 15 min: the next prompt is at 28:10.
    vi.advanceTimersByTime(28 * MINUTE + 10_000 - Date.now());
    expect(calls).toEqual(['prompt', 'close', 'prompt']);
  });

  it('a failed renewal shows the error, then logs out 1.5 s later', async () => {
    const { calls, scheduler } = setUp(() => Promise.reject(new Error('401')));
    scheduler.schedule(15 * MINUTE);
    vi.advanceTimersByTime(14 * MINUTE);
    await scheduler.stay();
    expect(calls).toEqual(['prompt', 'renew-failed', 'close']);
    vi.advanceTimersByTime(1_499);
    expect(calls).not.toContain('logout');
    vi.advanceTimersByTime(1);
    expect(calls.at(-1)).toBe('logout');
    vi.advanceTimersByTime(MINUTE);
    expect(calls.filter((call) => call === 'logout')).toHaveLength(1);
  });

  it('Sign Out (also the X button and the backdrop) logs out at once', () => {
    const { calls, scheduler } = setUp();
    scheduler.schedule(15 * MINUTE);
    vi.advanceTimersByTime(14 * MINUTE);
    scheduler.signOut();
    expect(calls).toEqual(['prompt', 'close', 'logout']);
    vi.advanceTimersByTime(MINUTE);
    expect(calls).toEqual(['prompt', 'close', 'logout']);
  });

  it('prompts at once when restored with less than a minute left', () => {
    const { calls, scheduler } = setUp();
    scheduler.schedule(20_000);
    vi.advanceTimersByTime(0);
    expect(calls).toEqual(['prompt']);
  });

  it('rescheduling replaces the pending prompt', () => {
    const { calls, scheduler } = setUp();
    scheduler.schedule(15 * MINUTE);
    scheduler.schedule(30 * MINUTE);
    vi.advanceTimersByTime(20 * MINUTE);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(9 * MINUTE);
    expect(calls).toEqual(['prompt']);
  });

  it('dispose cancels the prompt but not a logout already under way', () => {
    const first = setUp();
    first.scheduler.schedule(15 * MINUTE);
    first.scheduler.dispose();
    vi.advanceTimersByTime(20 * MINUTE);
    expect(first.calls).toEqual([]);

    const second = setUp();
    second.scheduler.schedule(MINUTE);
    vi.advanceTimersByTime(30_000);
    second.scheduler.dispose();
    vi.advanceTimersByTime(200);
    expect(second.calls).toEqual(['prompt', 'expired', 'close', 'logout']);
  });
});
