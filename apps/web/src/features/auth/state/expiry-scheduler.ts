import {
  EXPIRED_LOGOUT_DELAY_MS,
  RENEW_FAILED_LOGOUT_DELAY_MS,
  RESPONSE_WINDOW_MS,
  warningDelayMs,
} from './session-timing';

export type Timers = {
  now(): number;
  setTimeout(callback: () => void, ms: number): ReturnType<typeof setTimeout>;
  clearTimeout(handle: ReturnType<typeof setTimeout>): void;
};

export type ExpiryEvents = {
  /** Open the prompt. */
  onPrompt(): void;
  /** Close the prompt (renewed, expired or signed out). */
  onClose(): void;
  /** No answer in time: the info message. */
  onExpired(): void;
  /** Renewal refused: the error message. */
  onRenewFailed(): void;
  onLogout(): void;
  /** Renews with the refresh token and answers the new expiry (epoch ms). */
  renew(): Promise<number>;
};

export type ExpiryScheduler = {
  schedule(expiresAtMs: number): void;
  stay(): Promise<void>;
  signOut(): void;
  dispose(): void;
};

/**
 * The session-expiry timeline of the specification §4.1 points 3–7, free of React so it can be
 * tested with fake timers. The delayed logouts survive dispose(): an expired session must end
 * even if the layout holding the prompt unmounts in the meantime.
 */
export function createExpiryScheduler(timers: Timers, events: ExpiryEvents): ExpiryScheduler {
  let promptTimer: ReturnType<typeof setTimeout> | undefined;
  let responseTimer: ReturnType<typeof setTimeout> | undefined;
  let ending = false;

  const clearPending = () => {
    if (promptTimer !== undefined) timers.clearTimeout(promptTimer);
    if (responseTimer !== undefined) timers.clearTimeout(responseTimer);
    promptTimer = undefined;
    responseTimer = undefined;
  };

  const endSession = (delayMs: number) => {
    clearPending();
    ending = true;
    events.onClose();
    if (delayMs === 0) events.onLogout();
    else timers.setTimeout(() => events.onLogout(), delayMs);
  };

  const prompt = () => {
    promptTimer = undefined;
    events.onPrompt();
    responseTimer = timers.setTimeout(() => {
      responseTimer = undefined;
      events.onExpired();
      endSession(EXPIRED_LOGOUT_DELAY_MS);
    }, RESPONSE_WINDOW_MS);
  };

  const schedule = (expiresAtMs: number) => {
    if (ending) return;
    clearPending();
    promptTimer = timers.setTimeout(prompt, warningDelayMs(expiresAtMs, timers.now()));
  };

  return {
    schedule,
    async stay() {
      if (ending) return;
      // The answer came in time: the 30 s window no longer runs while the renewal is under way.
      clearPending();
      let expiresAtMs: number;
      try {
        expiresAtMs = await events.renew();
      } catch {
        events.onRenewFailed();
        endSession(RENEW_FAILED_LOGOUT_DELAY_MS);
        return;
      }
      events.onClose();
      schedule(expiresAtMs);
    },
    signOut() {
      if (ending) return;
      endSession(0);
    },
    dispose() {
      clearPending();
    },
  };
}
