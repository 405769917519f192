import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, hashToken, maskSecret } from './crypto';

describe('secrets at rest', () => {
  const key = randomBytes(32);

  it('encrypts with a fresh nonce each time and decrypts back', () => {
    const first = encryptSecret(key, '900701234');
    const second = encryptSecret(key, '900701234');
    expect(first).not.toBe(second);
    expect(first).not.toContain('900701234');
    expect(decryptSecret(key, first)).toBe('900701234');
  });

  it('refuses a tampered secret or another key', () => {
    const sealed = encryptSecret(key, '123456789');
    const tampered = `${sealed.slice(0, -2)}AA`;
    expect(() => decryptSecret(key, tampered)).toThrow();
    expect(() => decryptSecret(randomBytes(32), sealed)).toThrow();
    expect(() => decryptSecret(key, 'v0.bad')).toThrow('Unknown secret format');
  });

  it('masks to the last four characters and hashes tokens one way', () => {
    expect(maskSecret('6789')).toBe('•••••6789');
    expect(maskSecret(null)).toBeNull();
    expect(hashToken('abc')).toBe(hashToken('abc'));
    expect(hashToken('abc')).not.toContain('abc');
  });
});
