import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loginRequestSchema, patchCompanyRequestSchema } from '../src';

const traitsOf = (schema: object) => (schema as { _zod: { traits: Set<string> } })._zod.traits;

describe('the contracts’ objects outside the browser', () => {
  it('are classic zod’s compiled objects, also once extended with zod/mini', () => {
    expect(traitsOf(loginRequestSchema).has('$ZodObjectJIT')).toBe(true);
    const extended = z.extend(loginRequestSchema, { code: z.string() });
    expect(traitsOf(extended).has('$ZodObjectJIT')).toBe(true);
  });

  it('check as zod/mini’s objects do: the same messages, defaults and stripped keys', () => {
    const result = loginRequestSchema.safeParse({ username: '  ', password: '', extra: 1 });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['username', 'Enter your email'],
      ['password', 'Enter your password'],
    ]);
    expect(loginRequestSchema.parse({ username: ' a@b.test ', password: 'x', extra: 1 })).toEqual({
      username: 'a@b.test',
      password: 'x',
    });
    const unknown = patchCompanyRequestSchema.safeParse({ color: 'red' });
    expect(unknown.error?.issues.map((issue) => issue.message)).toEqual([
      'Unknown field(s): color',
    ]);
  });
});
