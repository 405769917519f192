import { readinessCodes } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { readinessTarget, tabOf } from '../model/readiness-targets';
import en from '../locales/en.json';

describe('where a readiness item is fixed', () => {
  it.each([
    ['payGroup', 'employment', 'employment'],
    ['paymentRate', 'employment', 'employment'],
    ['hireDate', 'employment', 'employment'],
    ['workState', 'employment', 'employment'],
    ['federalTax', 'taxes', 'federalTax'],
    ['stateTax', 'taxes', 'stateTax'],
    ['stateTax.basicAllowances', 'taxes', 'stateTax'],
    ['bankAccount', 'bank-accounts', 'bankAccount'],
    ['legalId', 'profile', 'identity'],
    ['address', 'profile', 'address'],
    ['address.zipCode', 'profile', 'address'],
    ['body.payGroup', 'employment', 'employment'],
    ['somethingNew', 'profile', 'identity'],
  ])('%s → the %s tab, section %s', (path, tab, section) => {
    expect(readinessTarget(path)).toEqual({ tab, section });
  });

  it('reads the tab from the address, the first tab otherwise', () => {
    expect(tabOf('taxes')).toBe('taxes');
    expect(tabOf('pay-stubs')).toBe('pay-stubs');
    expect(tabOf('nonsense')).toBe('profile');
    expect(tabOf(null)).toBe('profile');
  });

  it('has a text for every readiness code', () => {
    for (const code of readinessCodes) expect(en).toHaveProperty([`employees.readiness.${code}`]);
  });
});
