import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from './precompile-messages';

const format = (compiled: string, id: string, values?: Record<string, string | number>) => {
  const catalogue = JSON.parse(compiled) as Record<
    string,
    ConstructorParameters<typeof IntlMessageFormat>[0]
  >;
  return new IntlMessageFormat(catalogue[id] ?? '', 'en-US').format(values);
};

describe('precompiled catalogues', () => {
  const source = JSON.stringify({
    plain: 'Sign in',
    value: 'Welcome, {name}',
    plural: '{count, plural, one {# employee} other {# employees}}',
    quoted: "It''s '{'literal'}'",
  });
  const compiled = compileCatalogue(source);

  it('holds parsed messages, not texts', () => {
    const catalogue = JSON.parse(compiled) as Record<string, unknown>;
    expect(Object.keys(catalogue)).toEqual(['plain', 'value', 'plural', 'quoted']);
    for (const message of Object.values(catalogue)) expect(Array.isArray(message)).toBe(true);
  });

  it('formats as the text catalogue does', () => {
    expect(format(compiled, 'plain')).toBe('Sign in');
    expect(format(compiled, 'value', { name: 'Ana' })).toBe('Welcome, Ana');
    expect(format(compiled, 'plural', { count: 1 })).toBe('1 employee');
    expect(format(compiled, 'plural', { count: 3 })).toBe('3 employees');
    expect(format(compiled, 'quoted')).toBe("It's {literal}");
  });

  it('refuses a broken message at build time', () => {
    expect(() => compileCatalogue(JSON.stringify({ broken: 'Hello {name' }))).toThrow();
  });
});
