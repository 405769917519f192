import { describe, expect, it } from 'vitest';
import {
  BROKEN_TEXT_MESSAGE,
  CONTROL_TEXT_MESSAGE,
  companyNameSchema,
  contactMessageRequestSchema,
  textProblem,
} from '../src';

describe('plain text in names and messages', () => {
  it.each([
    ['a lone high surrogate', 'Acme \ud800 LLC', BROKEN_TEXT_MESSAGE],
    ['a lone low surrogate', 'Acme \udc00', BROKEN_TEXT_MESSAGE],
    ['NUL', 'Acme\u0000', CONTROL_TEXT_MESSAGE],
    ['a right-to-left override', 'Acme \u202eCLL', CONTROL_TEXT_MESSAGE],
    ['a direction isolate', '\u2066Acme\u2069', CONTROL_TEXT_MESSAGE],
    ['a line break in a name', 'Acme\nLLC', CONTROL_TEXT_MESSAGE],
  ])('refuses %s', (_what, text, message) => {
    expect(textProblem(text)).toBe(message);
    const parsed = companyNameSchema.safeParse(text);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('accepts names in any script, emoji included', () => {
    for (const name of [
      'Boulangerie Élise',
      'Smith & Sons, Inc.',
      '北京烤鸭 LLC',
      'Café ☕ 🥐',
      'O’Brien-Ní Dhuibhir',
    ]) {
      expect(textProblem(name)).toBeNull();
      expect(companyNameSchema.safeParse(name).success).toBe(true);
    }
  });

  it('lets a message hold line breaks and tabs, but not other controls', () => {
    const base = { name: 'Dana', email: 'dana@example.com', topic: 'sales' };
    expect(
      contactMessageRequestSchema.safeParse({ ...base, message: 'Hello,\n\tten people here.' })
        .success,
    ).toBe(true);
    expect(
      contactMessageRequestSchema.safeParse({ ...base, message: 'Hello \u0007 ten people here.' })
        .success,
    ).toBe(false);
  });
});
