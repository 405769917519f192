import { describe, expect, it } from 'vitest';
import { w3StateBox } from './w3-pdf';

const row = (state: string, stateIdNumber: string | null) => ({ state, stateIdNumber });

describe('W-3 box 15 (state and employer’s state ID number)', () => {
  it('names the one state with its ID number, however many W-2 rows report it', () => {
    expect(w3StateBox([row('IL', '1234-5678'), row('IL', '1234-5678')])).toBe('IL   1234-5678');
    expect(w3StateBox([row('IL', null)])).toBe('IL');
  });

  it('is an X alone when the W-2s report more than one state, and empty when none', () => {
    expect(w3StateBox([row('IL', '1234-5678'), row('IN', '0012345678-001')])).toBe('X');
    expect(w3StateBox([])).toBe('');
  });
});
