import { describe, expect, it } from 'vitest';
import { MAX_SIGN_IN_DELAY_MS, signInDelayMs } from './sessions-service';

describe('the pause before a password is checked', () => {
  it('is none below ten failures, then doubles from a quarter second up to eight seconds', () => {
    expect(signInDelayMs(0)).toBe(0);
    expect(signInDelayMs(9)).toBe(0);
    expect(signInDelayMs(10)).toBe(250);
    expect(signInDelayMs(11)).toBe(500);
    expect(signInDelayMs(14)).toBe(4000);
    expect(signInDelayMs(15)).toBe(MAX_SIGN_IN_DELAY_MS);
    expect(signInDelayMs(500)).toBe(MAX_SIGN_IN_DELAY_MS);
  });
});
