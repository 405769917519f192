import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from './verified-tokens';

const at = (seconds: number) => new Date(seconds * 1000);

describe('verified tokens', () => {
  it('answers a remembered token until its expiry, then forgets it', () => {
    const tokens = new VerifiedTokens<string>();
    tokens.remember('token-a', 'caller-a', 1_000);
    expect(tokens.find('token-a', at(999))).toBe('caller-a');
    expect(tokens.find('token-b', at(999))).toBeUndefined();
    expect(tokens.find('token-a', at(1_000))).toBeUndefined();
    expect(tokens.size).toBe(0);
    expect(tokens.find('token-a', at(999))).toBeUndefined();
  });

  it('keeps at most 10,000 tokens, dropping the oldest', () => {
    const tokens = new VerifiedTokens<number>();
    for (let i = 0; i <= 10_000; i += 1) tokens.remember(`token-${i}`, i, 5_000);
    expect(tokens.size).toBe(10_000);
    expect(tokens.find('token-0', at(1))).toBeUndefined();
    expect(tokens.find('token-1', at(1))).toBe(1);
    expect(tokens.find('token-10000', at(1))).toBe(10_000);
  });
});
