import { describe, expect, it } from 'vitest';
import { onboardingSteps, readinessOf, statusOf } from './employee-readiness';

const ready = {
  status: 'active',
  legal_id_last4: '6789',
  address_line1: '5 Elm St',
  city: 'Chicago',
  state: 'IL',
  zip_code: '60614',
  hire_date: '2026-11-02',
  employment_type: 'full_time',
  work_state: 'IL',
  job_title: 'Baker',
  payment_type: 'hourly',
  payment_rate_cents: 2_600,
  pay_group_id: 'group-1',
  w4_version: '2020',
  state_certificate: JSON.stringify({ code: 'IL', basicAllowances: 1 }),
  payment_method: 'direct_deposit',
  employee_will_inform_federal_tax: 0,
  employee_will_inform_state_tax: 0,
  employee_will_inform_bank_account: 0,
  personal_details_by: null as string | null,
  federal_tax_by: null as string | null,
  state_tax_by: null as string | null,
};
const oneAccount = { usable: 1, onFile: 1 };

describe('employee readiness and onboarding', () => {
  it('finds nothing missing on a complete record, and every step done', () => {
    expect(readinessOf(ready, oneAccount)).toEqual([]);
    const steps = onboardingSteps(ready, oneAccount);
    expect(steps.every((step) => step.done)).toBe(true);
    expect(statusOf(ready, steps, '2026-11-24')).toBe('active');
    expect(statusOf(ready, steps, '2026-11-01')).toBe('onboarding');
  });

  it('lists each missing piece once, with the path to fix it', () => {
    const empty = {
      ...ready,
      legal_id_last4: null,
      address_line1: null,
      payment_rate_cents: null,
      pay_group_id: null,
      w4_version: null,
      state_certificate: null,
    };
    expect(
      readinessOf(empty, { usable: 0, onFile: 0 }).map((item) => [item.code, item.path]),
    ).toEqual([
      ['employee.legal_id_missing', 'legalId'],
      ['employee.address_missing', 'address'],
      ['employee.pay_rate_missing', 'paymentRate'],
      ['employee.pay_group_missing', 'payGroup'],
      ['employee.federal_tax_missing', 'federalTax'],
      ['employee.state_tax_missing', 'stateTax'],
      ['employee.bank_account_missing', 'bankAccount'],
    ]);
  });

  it('needs no state certificate where the work state has none, and none for an IL one in TX', () => {
    const texas = { ...ready, work_state: 'TX', state_certificate: null };
    expect(readinessOf(texas, oneAccount)).toEqual([]);
    const movedToIndiana = { ...ready, work_state: 'IN' };
    expect(readinessOf(movedToIndiana, oneAccount).map((item) => item.code)).toEqual([
      'employee.state_tax_missing',
    ]);
    // Every state has its module now: one moved to Wisconsin needs a WT-4 like any other.
    expect(
      readinessOf({ ...ready, work_state: 'WI' }, oneAccount).map((item) => item.code),
    ).toEqual(['employee.state_tax_missing']);
  });

  it('gives the flagged steps to the employee; an account on hold completes the step but cannot be paid', () => {
    const flagged = {
      ...ready,
      employee_will_inform_federal_tax: 1,
      employee_will_inform_bank_account: 1,
    };
    const onHold = { usable: 0, onFile: 1 };
    const steps = onboardingSteps(flagged, onHold);
    expect(steps.filter((step) => step.owner === 'employee').map((step) => step.id)).toEqual([
      'personal',
      'federal_tax',
      'bank_account',
    ]);
    expect(steps.every((step) => step.done)).toBe(true);
    expect(readinessOf(flagged, onHold).map((item) => item.code)).toEqual([
      'employee.bank_account_missing',
    ]);
    const byCheck = { ...ready, payment_method: 'check' };
    expect(readinessOf(byCheck, { usable: 0, onFile: 0 })).toEqual([]);
  });

  it('names who completed a done step, and whose turn an open one is', () => {
    const ownerOf = (row: Parameters<typeof onboardingSteps>[0]) =>
      Object.fromEntries(onboardingSteps(row, oneAccount).map((step) => [step.id, step.owner]));
    const typedInByEmployer = {
      ...ready,
      employee_will_inform_federal_tax: 1,
      personal_details_by: 'employer',
      federal_tax_by: 'employer',
      state_tax_by: 'employee',
    };
    expect(ownerOf(typedInByEmployer)).toMatchObject({
      personal: 'employer',
      federal_tax: 'employer',
      state_tax: 'employee',
    });
    // Not done yet: the step is still the employee's to do, whoever wrote part of it.
    const halfDone = { ...typedInByEmployer, address_line1: null, w4_version: null };
    expect(ownerOf(halfDone)).toMatchObject({ personal: 'employee', federal_tax: 'employee' });
  });

  it('keeps a terminated employee terminated', () => {
    const gone = { ...ready, status: 'terminated' };
    expect(statusOf(gone, onboardingSteps(gone, oneAccount), '2026-11-24')).toBe('terminated');
    expect(readinessOf(gone, oneAccount).map((item) => item.code)).toEqual(['employee.terminated']);
  });
});
