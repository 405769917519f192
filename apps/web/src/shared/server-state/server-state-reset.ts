let reset: (() => void) | null = null;

/** The server-state chunk registers how to forget every cached answer (see server-state-route). */
export function registerServerStateReset(forget: () => void): void {
  reset = forget;
}

/** Forgets every cached answer, e.g. at sign-out; nothing to do before the cache has loaded. */
export function resetServerState(): void {
  reset?.();
}
