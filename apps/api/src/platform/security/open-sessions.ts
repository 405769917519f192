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
 * again; a sign-in closed by another process is believed open for at most the time to live.
 * Only "open" is remembered: a closed sign-in is asked again every time.
 */
export class OpenSessions {
  readonly #entries = new Map<string, Entry>();
  /** Families and users closed lately, until when a fresh "open" may not be stored for them. */
  readonly #closedFamilies = new Map<string, number>();
  readonly #closedUsers = new Map<string, number>();

  constructor(
    private readonly ttlMs: number = OPEN_SESSION_TTL_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Whether the sign-in is open: remembered, else `lookup` (the database) decides. */
  async isOpen(session: SessionRef, lookup: () => Promise<boolean>): Promise<boolean> {
    const entry = this.#entries.get(session.sessionId);
    if (entry && entry.userId === session.userId && entry.until > this.now()) return true;
    const open = await lookup();
    if (open && !this.#closedLately(session)) {
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
