import { describe, expect, it } from 'vitest';
import { OpenSessions } from './open-sessions';

/** A cache on a hand-moved clock, and a database whose answers the test sets. */
function setup() {
  let now = 0;
  const sessions = new OpenSessions(2_000, () => now);
  const database = { open: true, reads: 0 };
  const lookup = () => {
    database.reads += 1;
    return Promise.resolve(database.open);
  };
  return {
    sessions,
    database,
    lookup,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const ann = { sessionId: 'family-a', userId: 'user-ann' };
const annOther = { sessionId: 'family-b', userId: 'user-ann' };
const bob = { sessionId: 'family-c', userId: 'user-bob' };

describe('open sessions', () => {
  it('remembers an open sign-in for the time to live, then reads it again', async () => {
    const { sessions, database, lookup, advance } = setup();
    expect(await sessions.isOpen(ann, lookup)).toBe(true);
    advance(1_999);
    expect(await sessions.isOpen(ann, lookup)).toBe(true);
    expect(database.reads).toBe(1);
    advance(1);
    database.open = false;
    expect(await sessions.isOpen(ann, lookup)).toBe(false);
    expect(database.reads).toBe(2);
  });

  it('never remembers a closed sign-in', async () => {
    const { sessions, database, lookup } = setup();
    database.open = false;
    expect(await sessions.isOpen(ann, lookup)).toBe(false);
    expect(await sessions.isOpen(ann, lookup)).toBe(false);
    expect(database.reads).toBe(2);
    expect(sessions.size).toBe(0);
  });

  it('forgets a sign-in closed in this process at once', async () => {
    const { sessions, database, lookup } = setup();
    await sessions.isOpen(ann, lookup);
    await sessions.isOpen(bob, lookup);
    sessions.closeSession(ann.sessionId);
    database.open = false;
    expect(await sessions.isOpen(ann, lookup)).toBe(false);
    database.open = true;
    expect(await sessions.isOpen(bob, lookup)).toBe(true);
    expect(database.reads).toBe(3);
  });

  it('forgets every sign-in of a user whose sessions are closed, and no one else’s', async () => {
    const { sessions, database, lookup } = setup();
    for (const session of [ann, annOther, bob]) await sessions.isOpen(session, lookup);
    sessions.closeUser(ann.userId);
    expect(sessions.size).toBe(1);
    database.open = false;
    expect(await sessions.isOpen(ann, lookup)).toBe(false);
    expect(await sessions.isOpen(annOther, lookup)).toBe(false);
    expect(database.reads).toBe(5);
  });

  it('does not store a read that raced the closing, for one time to live', async () => {
    const { sessions, database, lookup, advance } = setup();
    // The read sees the sign-in still open (the closing write is not committed yet) ...
    let finishRead: (open: boolean) => void = () => undefined;
    const slowRead = sessions.isOpen(
      ann,
      () =>
        new Promise<boolean>((resolve) => {
          finishRead = resolve;
        }),
    );
    sessions.closeSession(ann.sessionId);
    finishRead(true);
    expect(await slowRead).toBe(true);
    // ... but is not remembered: the next request asks the database, which now says closed.
    database.open = false;
    expect(await sessions.isOpen(ann, lookup)).toBe(false);
    // A user's closing holds back every one of their sign-ins the same way.
    database.open = true;
    sessions.closeUser(bob.userId);
    expect(await sessions.isOpen(bob, lookup)).toBe(true);
    expect(sessions.size).toBe(0);
    advance(2_000);
    expect(await sessions.isOpen(bob, lookup)).toBe(true);
    expect(sessions.size).toBe(1);
  });

  it('does not answer for a token naming the sign-in with another user', async () => {
    const { sessions, database, lookup } = setup();
    await sessions.isOpen(ann, lookup);
    database.open = false;
    expect(await sessions.isOpen({ sessionId: ann.sessionId, userId: 'user-eve' }, lookup)).toBe(
      false,
    );
  });

  it('keeps at most 10,000 sign-ins, dropping the oldest', async () => {
    const { sessions, database, lookup } = setup();
    for (let i = 0; i <= 10_000; i += 1) {
      await sessions.isOpen({ sessionId: `family-${i}`, userId: `user-${i}` }, lookup);
    }
    expect(sessions.size).toBe(10_000);
    const reads = database.reads;
    await sessions.isOpen({ sessionId: 'family-0', userId: 'user-0' }, lookup);
    expect(database.reads).toBe(reads + 1);
  });

  it('remembers nothing while a source of other processes’ closings is deaf', async () => {
    const { sessions, database, lookup } = setup();
    const listener = {};
    await sessions.isOpen(ann, lookup);
    sessions.deafen(listener);
    // What was remembered goes too: a closing may be missed from now on.
    expect(sessions.size).toBe(0);
    await sessions.isOpen(ann, lookup);
    await sessions.isOpen(ann, lookup);
    expect(database.reads).toBe(3);
    sessions.hear(listener);
    await sessions.isOpen(ann, lookup);
    await sessions.isOpen(ann, lookup);
    expect(database.reads).toBe(4);
  });

  it('does not store a read begun before everything was forgotten', async () => {
    const { sessions, database, lookup } = setup();
    let finishRead: (open: boolean) => void = () => undefined;
    const slowRead = sessions.isOpen(
      ann,
      () =>
        new Promise<boolean>((resolve) => {
          finishRead = resolve;
        }),
    );
    // A listener reconnects meanwhile: closings made while it was away were not heard.
    sessions.forgetAll();
    finishRead(true);
    expect(await slowRead).toBe(true);
    expect(sessions.size).toBe(0);
    await sessions.isOpen(ann, lookup);
    expect(database.reads).toBe(1);
    expect(sessions.size).toBe(1);
  });
});
