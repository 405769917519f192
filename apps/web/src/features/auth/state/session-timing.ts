/** Session constants of the specification §9. */
export const WARNING_LEAD_MS = 60_000;
export const RESPONSE_WINDOW_MS = 30_000;
export const EXPIRED_LOGOUT_DELAY_MS = 200;
export const RENEW_FAILED_LOGOUT_DELAY_MS = 1_500;

/** How long until the expiry prompt opens; 0 when its moment has already passed. */
export function warningDelayMs(expiresAtMs: number, nowMs: number): number {
  return Math.max(0, expiresAtMs - WARNING_LEAD_MS - nowMs);
}
