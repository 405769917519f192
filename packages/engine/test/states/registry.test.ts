import { describe, expect, it } from 'vitest';
import { usStateNames } from '@paydesk/contracts';
import { findStateModule, stateModules, supportedStateCodes } from '../../src/states/registry';
import { US_STATE_NAMES } from '../../src/states/us-states';

describe('state registry', () => {
  it('supports all fifty states and the District of Columbia', () => {
    expect(supportedStateCodes()).toEqual(Object.keys(US_STATE_NAMES).sort());
    expect(supportedStateCodes()).toHaveLength(51);
  });

  it('covers 2026 in every module, and 2025 in the first release’s', () => {
    // The states added from the 2026 reference have no 2025 figures on file: a 2025 paycheck
    // there is an error naming the state, never a silent zero.
    const with2025 = ['AK', 'FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WA', 'WY', 'PA', 'IL'];
    for (const module of stateModules()) {
      expect([...module.taxYears].sort()).toEqual(
        with2025.includes(module.code) ? [2025, 2026] : [2026],
      );
    }
  });

  it('refuses a code that is no US state', () => {
    expect(() => findStateModule('XX')).toThrow(
      expect.objectContaining({
        field: 'state.code',
        message: expect.stringContaining('"XX" is not a US state code'),
      }),
    );
  });

  it('names each module as the contracts’ state list does, the list its lines are named from', () => {
    for (const module of stateModules()) expect(module.name).toBe(US_STATE_NAMES[module.code]);
  });

  it('keeps one state list: the engine’s export is the contracts’ English names', () => {
    expect(US_STATE_NAMES).toBe(usStateNames.en);
    expect(Object.keys(US_STATE_NAMES)).toHaveLength(51);
  });
});
