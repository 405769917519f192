import { describe, expect, it } from 'vitest';
import { form1099NecDueDate, isForm1099NecRequired, thresholdCentsOf } from './form-1099-rules';

describe('1099-NEC rules', () => {
  it('keeps the threshold per year: $600 through 2025, $2,000 from 2026', () => {
    expect(thresholdCentsOf(2025)).toBe(60_000);
    expect(thresholdCentsOf(2026)).toBe(200_000);
    // A year the table does not know yet keeps the last figure.
    expect(thresholdCentsOf(2027)).toBe(200_000);
  });

  it('requires a form from the threshold on ("or more")', () => {
    expect(isForm1099NecRequired(2026, 200_000, 0)).toBe(true);
    expect(isForm1099NecRequired(2026, 199_999, 0)).toBe(false);
    expect(isForm1099NecRequired(2025, 60_000, 0)).toBe(true);
    expect(isForm1099NecRequired(2025, 59_999, 0)).toBe(false);
  });

  it('requires a form whenever anything was withheld, below the threshold too', () => {
    expect(isForm1099NecRequired(2026, 10_000, 2_400)).toBe(true);
    expect(isForm1099NecRequired(2026, 0, 1)).toBe(true);
  });

  it('is due 31 January, moved past a weekend', () => {
    expect(form1099NecDueDate(2026)).toBe('2027-02-01');
    expect(form1099NecDueDate(2025)).toBe('2026-02-02');
    expect(form1099NecDueDate(2027)).toBe('2028-01-31');
  });
});
