import { describe, expect, it } from 'vitest';
import { stubFormatsFor } from './formats';

// Intl writes some separators as (narrow) no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money, dates and hours for the reader', () => {
  it('writes cents as dollars in each language’s way', () => {
    expect(stubFormatsFor('en-US').money(123_456_78)).toBe('$123,456.78');
    expect(plain(stubFormatsFor('fr-FR').money(123_456_78))).toBe('123 456,78 $US');
    expect(plain(stubFormatsFor('ro-RO').money(123_456_78))).toBe('123.456,78 USD');
    expect(stubFormatsFor('zh-CN').money(123_456_78)).toBe('US$123,456.78');
    expect(stubFormatsFor('en-US').money(-5)).toBe('-$0.05');
    expect(stubFormatsFor('en-US').money(0)).toBe('$0.00');
  });

  it('writes a calendar date as that day whatever the server’s time zone', () => {
    expect(stubFormatsFor('en-US').date('2026-12-04')).toBe('Dec 4, 2026');
    expect(stubFormatsFor('fr-FR').date('2026-12-04')).toBe('4 déc. 2026');
    expect(stubFormatsFor('ro-RO').date('2026-01-31')).toBe('31 ian. 2026');
    expect(stubFormatsFor('zh-CN').date('2026-12-04')).toBe('2026年12月4日');
    expect(stubFormatsFor('en-US').date('2026-11-25T23:30:00.000Z')).toBe('Nov 25, 2026');
  });

  it('writes hours with at most two decimals', () => {
    expect(stubFormatsFor('en-US').hours(80)).toBe('80');
    expect(stubFormatsFor('fr-FR').hours(7.125)).toBe('7,13');
  });

  it('keeps one set of formatters per locale', () => {
    expect(stubFormatsFor('en-US')).toBe(stubFormatsFor('en-US'));
  });
});
