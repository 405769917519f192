import { describe, expect, it } from 'vitest';
import { REVIEW_STEP, stepIssues, stepOfField } from '../model/wizard-steps';
import { emptyAddress } from '../model/address-values';
import { completeValues } from './wizard-fixtures';

const paths = (issues: { path: PropertyKey[] }[]) => issues.map((issue) => issue.path.join('.'));

describe('wizard step validation', () => {
  it('passes every step of a complete wizard', () => {
    for (let step = 0; step <= REVIEW_STEP; step += 1) {
      expect(stepIssues(step, completeValues())).toEqual([]);
    }
  });

  it('checks only the company step’s fields on the company step', () => {
    const values = { ...completeValues(), federalEin: '00-1234567', federalFillingForm: '' };
    values.physicalAddress.city = '';
    const issues = stepIssues(0, values);
    expect(paths(issues).sort()).toEqual(['federalEin', 'federalFillingForm']);
    expect(issues.find((issue) => issue.path[0] === 'federalEin')?.message).toBe(
      'This EIN prefix is not one the IRS assigns',
    );
  });

  it('asks for a mailing address of its own only when it is not the physical one', () => {
    const values = completeValues();
    expect(stepIssues(1, values)).toEqual([]);
    values.mailingAddress = { ...emptyAddress(), sameAsPhysical: false };
    expect(paths(stepIssues(1, values))).toEqual(
      expect.arrayContaining(['mailingAddress.addressLine1', 'mailingAddress.city']),
    );
  });

  it('refuses owners adding up to more than 100%, with the contract’s rule', () => {
    const values = completeValues();
    values.owners[0]!.ownershipPercentage = '50';
    const issues = stepIssues(2, values);
    expect(paths(issues)).toEqual(['owners']);
    expect(issues[0]?.message).toMatch(/^Ownership adds up to 110.00%/);
  });

  it('checks a co-owner’s fields and percentage on the owners step', () => {
    const values = completeValues();
    values.owners[0] = { ...values.owners[0]!, email: 'x', ownershipPercentage: '' };
    expect(paths(stepIssues(2, values)).sort()).toEqual([
      'owners.0.email',
      'owners.0.ownershipPercentage',
    ]);
  });

  it('sends each problem back to the step that owns it', () => {
    expect(stepOfField('federalFilingForm')).toBe(0);
    expect(stepOfField('federalEin')).toBe(0);
    expect(stepOfField('legalFilingAddress.zipCode')).toBe(1);
    expect(stepOfField('owners.1.email')).toBe(2);
    expect(stepOfField('something')).toBe(REVIEW_STEP);
  });
});
