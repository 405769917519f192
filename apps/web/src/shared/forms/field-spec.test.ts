import { describe, expect, it } from 'vitest';
import { gridSize, textPresets } from './field-spec';

describe('field kinds', () => {
  it('keeps secrets out of autofill and reads identifiers left to right', () => {
    for (const kind of ['ssn', 'routing-number', 'account-number'] as const) {
      expect(textPresets[kind].autoComplete).toBe('off');
      expect(textPresets[kind].dir).toBe('ltr');
    }
  });

  it('limits routing numbers to nine digits and account numbers to NACHA’s seventeen characters', () => {
    expect(textPresets['routing-number']).toMatchObject({ maxLength: 9, pattern: '[0-9]{9}' });
    expect(textPresets['account-number'].maxLength).toBe(17);
    expect(textPresets['account-number'].inputMode).toBeUndefined();
  });

  it('lays every width out on the 12-column grid, full width on phones', () => {
    for (const size of Object.values(gridSize)) {
      expect(size.xs).toBe(12);
      expect(size.sm).toBeGreaterThan(0);
      expect(size.sm).toBeLessThanOrEqual(12);
    }
  });
});
