import { describe, expect, it } from 'vitest';
import { isDateInRange, MAX_DATE, MIN_DATE } from './date-range';

describe('date range', () => {
  it('accepts the bounds of the range and the dates between', () => {
    for (const date of [MIN_DATE, '1985-06-15', '2024-02-29', MAX_DATE]) {
      expect(isDateInRange(date)).toBe(true);
    }
  });

  it('rejects dates outside the range, impossible dates and other formats', () => {
    for (const date of ['1899-12-31', '2100-01-01', '2023-02-29', '2026-13-01', '01/02/2026', '']) {
      expect(isDateInRange(date)).toBe(false);
    }
  });
});
