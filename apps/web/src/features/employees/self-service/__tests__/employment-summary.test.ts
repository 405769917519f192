import { describe, expect, it } from 'vitest';
import { frequencyLabelId, rateLabelId } from '../model/employment-summary';

describe('the employment and pay card', () => {
  it('names the four pay frequencies and nothing else', () => {
    expect(frequencyLabelId('biweekly')).toBe('employees.selfService.frequency.biweekly');
    expect(frequencyLabelId('monthly')).toBe('employees.selfService.frequency.monthly');
    expect(frequencyLabelId('daily')).toBeNull();
    expect(frequencyLabelId(null)).toBeNull();
  });

  it('reads an hourly rate per hour and a salary per year', () => {
    expect(rateLabelId('hourly')).toBe('employees.review.ratePerHour');
    expect(rateLabelId('salary')).toBe('employees.review.ratePerYear');
  });
});
