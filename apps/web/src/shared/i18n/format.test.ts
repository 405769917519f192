import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './format';

// Intl output uses narrow no-break spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatters', () => {
  it('formats integer cents as US dollars in each language', () => {
    expect(formatMoney(123456, 'en')).toBe('$1,234.56');
    expect(plain(formatMoney(123456, 'fr'))).toBe('1 234,56 $US');
    expect(plain(formatMoney(123456, 'ro'))).toContain('1.234,56');
    expect(formatMoney(123456, 'zh')).toBe('US$1,234.56');
    expect(formatMoney(-5, 'en')).toBe('-$0.05');
  });

  it('formats calendar dates without shifting the day', () => {
    expect(formatDate('2026-01-01', 'en')).toBe('Jan 1, 2026');
    expect(formatDate('2026-12-31', 'fr')).toBe('31 déc. 2026');
    expect(formatDate('2026-03-09', 'zh')).toBe('2026年3月9日');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
});
