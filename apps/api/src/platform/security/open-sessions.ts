/** A sign-in as an access token names it: its refresh-token family and its user. */
export type SessionRef = { sessionId: string; userId: string };

/** How long a sign-in read as open is believed without asking the database again. */
export const OPEN_SESSION_TTL_MS = 2_000;

/** Enough for every sign-in active on a busy server within the time to live. */
const MAX_SESSIONS = 10_000;

type Entry = { userId: string; until: number };

/**
 * Sign-ins recently read as open, so an authenticated request does not ask the database each
 * time. Closing a sign-in in this process (logout, token theft, a password or role change) drops
 * it at once and, for one time to live, stops a read that raced the closing from storing it
 * again. A sign-in closed by another process is dropped when that process's word arrives (on
 * PostgreSQL, `session-closures.ts` of auth); while a source of such words is deaf (not connected)
 * nothing is remembered, so a closing no one heard is never believed open.
 * Only "open" is remembered: a closed sign-in is asked again every time.
 */
export class OpenSessions {
  readonly #entries = new Map<string, Entry>();
  /** Families and users closed lately, until when a fresh "open" may not be stored for them. */
  readonly #closedFamilies = new Map<string, number>();
  readonly #closedUsers = new Map<string, number>();
  /** Sources of other processes' closings that cannot hear them now (see `deafen`). */
  readonly #deaf = new Set<object>();
  /** Moves on at each `forgetAll`: a read begun before it must not store its answer. */
  #generation = 0;

  constructor(
    private readonly ttlMs: number = OPEN_SESSION_TTL_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Whether the sign-in is open: remembered, else `lookup` (the database) decides. */
  async isOpen(session: SessionRef, lookup: () => Promise<boolean>): Promise<boolean> {
    const entry = this.#entries.get(session.sessionId);
    if (entry && entry.userId === session.userId && entry.until > this.now()) return true;
    const generation = this.#generation;
    const open = await lookup();
    const trusted = this.#deaf.size === 0 && generation === this.#generation;
    if (open && trusted && !this.#closedLately(session)) {
      this.#entries.delete(session.sessionId);
      this.#entries.set(session.sessionId, {
        userId: session.userId,
        until: this.now() + this.ttlMs,
      });
      if (this.#entries.size > MAX_SESSIONS) {
        const oldest = this.#entries.keys().next().value;
        if (oldest !== undefined) this.#entries.delete(oldest);
      }
    }
    return open;
  }

  /** A sign-in is being closed: call before the database write, so no read races it. */
  closeSession(sessionId: string): void {
    this.#prune();
    this.#closedFamilies.set(sessionId, this.now() + this.ttlMs);
    this.#entries.delete(sessionId);
  }

  /** Every sign-in of a user is being closed (a kept one is simply asked again). */
  closeUser(userId: string): void {
    this.#prune();
    this.#closedUsers.set(userId, this.now() + this.ttlMs);
    for (const [sessionId, entry] of this.#entries) {
      if (entry.userId === userId) this.#entries.delete(sessionId);
    }
  }

  /**
   * Forgets every remembered sign-in, and the answers of reads still under way: closings may have
   * been missed (a listener that reconnects calls it).
   */
  forgetAll(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  /** `source` of other processes' closings cannot hear them: remember nothing until it can. */
  deafen(source: object): void {
    this.#deaf.add(source);
    this.forgetAll();
  }

  /** `source` hears other processes' closings again (or is gone). */
  hear(source: object): void {
    this.#deaf.delete(source);
  }

  get size(): number {
    return this.#entries.size;
  }

  #closedLately(session: SessionRef): boolean {
    const now = this.now();
    const family = this.#closedFamilies.get(session.sessionId);
    const user = this.#closedUsers.get(session.userId);
    return (family !== undefined && family > now) || (user !== undefined && user > now);
  }

  #prune(): void {
    const now = this.now();
    for (const marks of [this.#closedFamilies, this.#closedUsers]) {
      for (const [key, until] of marks) if (until <= now) marks.delete(key);
    }
  }
}
