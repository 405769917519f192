import { describe, expect, it } from 'vitest';
import { findStateModule, stateModules, supportedStateCodes } from '../../src/states/registry';

describe('state registry', () => {
  it('supports the nine no-wage-tax states, Pennsylvania and Illinois', () => {
    expect(supportedStateCodes()).toEqual([
      'AK',
      'FL',
      'IL',
      'NH',
      'NV',
      'PA',
      'SD',
      'TN',
      'TX',
      'WA',
      'WY',
    ]);
  });

  it('covers 2025 and 2026 in every module, each edition list starting on 1 January', () => {
    for (const module of stateModules()) expect([...module.taxYears].sort()).toEqual([2025, 2026]);
  });

  it('refuses a state it does not support, never a silent zero', () => {
    expect(() => findStateModule('CA')).toThrow(
      expect.objectContaining({
        field: 'state.code',
        message: expect.stringMatching(
          /^California \(CA\) is not supported yet.*supported states: AK, FL, IL/,
        ),
      }),
    );
  });

  it('refuses a code that is no US state', () => {
    expect(() => findStateModule('XX')).toThrow(
      expect.objectContaining({
        field: 'state.code',
        message: expect.stringContaining('"XX" is not a US state code'),
      }),
    );
  });
});
