/** Enough for every token in use on a busy server for one access-token lifetime. */
const MAX_TOKENS = 10_000;

type Verified<T> = { value: T; expiresAtSeconds: number };

/**
 * Tokens whose signature and claims were already checked, by their exact text. The same text
 * always verifies the same way, so only its expiry is checked again; checking the HMAC was a
 * tenth of an authenticated read. The oldest entry goes when the cache is full.
 */
export class VerifiedTokens<T> {
  readonly #entries = new Map<string, Verified<T>>();

  /** What the token verified to, if it did and has not expired at `now`. */
  find(token: string, now: Date): T | undefined {
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAtSeconds <= Math.floor(now.getTime() / 1000)) {
      this.#entries.delete(token);
      return undefined;
    }
    return entry.value;
  }

  remember(token: string, value: T, expiresAtSeconds: number): void {
    this.#entries.set(token, { value, expiresAtSeconds });
    if (this.#entries.size > MAX_TOKENS) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
