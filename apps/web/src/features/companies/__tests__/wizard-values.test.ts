import { onboardingCompletionSchema } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { draftOf } from '../model/wizard-draft';
import { completionInputOf, percentOf, wizardValuesOf } from '../model/wizard-values';
import { completeValues, ROSA, signedUpCompany } from './wizard-fixtures';

describe('wizard values and the draft', () => {
  it('starts from the company record when nothing was drafted yet', () => {
    const values = wizardValuesOf(null, signedUpCompany);
    expect(values.name).toBe('Montgomery Tailors LLC');
    expect(values.mainOwner).toMatchObject({ employeeId: ROSA, ownershipPercentage: '100' });
    expect(values.owners).toEqual([]);
    expect(values.mailingAddress.sameAsPhysical).toBe(true);
    expect(values.federalFillingForm).toBe('');
  });

  it('prefers the draft, part by part', () => {
    const values = wizardValuesOf(
      {
        currentStep: 1,
        name: 'Renamed LLC',
        federalFilingForm: '941',
        physicalAddress: { city: 'Selma' },
      },
      signedUpCompany,
    );
    expect(values.name).toBe('Renamed LLC');
    expect(values.federalFillingForm).toBe('941');
    expect(values.physicalAddress.city).toBe('Selma');
    expect(values.mainOwner.firstName).toBe('Rosa');
  });

  it('round-trips a complete wizard through the draft', () => {
    const draft = draftOf(completeValues(), 3);
    expect(draft.currentStep).toBe(3);
    expect(draft.federalFilingForm).toBe('944');
    expect(draft.mailingAddress).toEqual({ sameAsPhysical: true });
    expect(draft.owners?.[0]).toMatchObject({ firstName: 'Ed', ownershipPercentage: 40 });
    expect(wizardValuesOf(draft, signedUpCompany)).toEqual(completeValues());
  });

  it('leaves out of the draft what is not valid yet, keeping the rest', () => {
    const values = completeValues();
    values.physicalAddress.zipCode = '3610';
    values.owners[0]!.email = 'ed@';
    values.mailingAddress = { ...values.physicalAddress, sameAsPhysical: false, state: 'ZZ' };
    const draft = draftOf(values, 2);
    expect(draft.physicalAddress).toMatchObject({ city: 'Montgomery' });
    expect(draft.physicalAddress?.zipCode).toBeUndefined();
    expect(draft.owners?.[0]?.email).toBeUndefined();
    expect(draft.owners?.[0]?.firstName).toBe('Ed');
    expect(draft.mailingAddress?.state).toBeUndefined();
    expect(draft.name).toBe('Montgomery Tailors LLC');
  });

  it('maps to what the completion contract accepts', () => {
    expect(onboardingCompletionSchema.safeParse(completionInputOf(completeValues())).success).toBe(
      true,
    );
  });

  it('reads percentages typed with a dot or a comma', () => {
    expect(percentOf('12,5')).toBe(12.5);
    expect(percentOf(' 40 ')).toBe(40);
    expect(percentOf('')).toBeUndefined();
    expect(percentOf('abc')).toBeNaN();
  });
});
