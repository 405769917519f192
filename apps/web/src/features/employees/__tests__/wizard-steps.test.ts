import { createEmployeeRequestSchema } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { createRequestOf } from '../model/wizard-request';
import { formPathOf, stepIssues, stepOfPath, wizardSteps } from '../model/wizard-steps';
import { completeDraft, illinois, texas } from './fixtures';

const ids = (steps: { id: string }[]) => steps.map((step) => step.id);

describe('the add-employee steps as data', () => {
  it('lists every step in order while the employer fills in every section', () => {
    const steps = wizardSteps(completeDraft(), illinois);
    expect(ids(steps)).toEqual([
      'identity',
      'address',
      'employment',
      'pay',
      'federal',
      'state',
      'deposit',
      'review',
    ]);
    expect(steps.every((step) => step.owner === 'employer')).toBe(true);
  });

  it('hands a section to the employee when its flag is on', () => {
    const values = completeDraft({
      employeeWillInformFederalTax: true,
      employeeWillInformStateTax: true,
      employeeWillInformBankAccount: true,
    });
    const owners = Object.fromEntries(wizardSteps(values, illinois).map((s) => [s.id, s.owner]));
    expect(owners).toMatchObject({ federal: 'employee', state: 'employee', deposit: 'employee' });
    expect(owners.identity).toBe('employer');
  });

  it('leaves out the state step when the work state has no certificate', () => {
    expect(ids(wizardSteps(completeDraft({ workState: 'TX' }), texas))).not.toContain('state');
  });

  it('keeps the state step until a work state is chosen', () => {
    expect(ids(wizardSteps(completeDraft({ workState: '' }), null))).toContain('state');
  });

  it('asks nothing of a section the employee will provide, and sends it as null', () => {
    const values = completeDraft({
      federalTax: { ...completeDraft().federalTax, dependents: { text: 'lots', locale: 'en' } },
      bankAccount: { bankName: '', accountType: 'checking', routingNumber: '1', accountNumber: '' },
    });
    expect(stepIssues('federal', values, illinois).map((issue) => issue.path)).toEqual([
      'federalTax.dependents',
    ]);
    expect(stepIssues('deposit', values, illinois).length).toBeGreaterThan(0);

    const byEmployee = {
      ...values,
      employeeWillInformFederalTax: true,
      employeeWillInformBankAccount: true,
    };
    expect(stepIssues('federal', byEmployee, illinois)).toEqual([]);
    expect(stepIssues('deposit', byEmployee, illinois)).toEqual([]);
    const { request } = createRequestOf(byEmployee, illinois);
    expect(request).toMatchObject({
      federalTax: null,
      bankAccount: null,
      employeeWillInformFederalTax: true,
      employeeWillInformBankAccount: true,
    });
  });

  it('needs no bank account and no flag for pay by check', () => {
    const values = completeDraft({ paymentMethod: 'check', employeeWillInformBankAccount: true });
    const { request } = createRequestOf(values, illinois);
    expect(request).toMatchObject({ bankAccount: null, employeeWillInformBankAccount: false });
  });

  it('checks each step only for its own fields', () => {
    const values = completeDraft({ firstName: '', jobTitle: '' });
    expect(stepIssues('identity', values, illinois).map((issue) => issue.path)).toEqual([
      'firstName',
    ]);
    expect(stepIssues('employment', values, illinois).map((issue) => issue.path)).toEqual([
      'jobTitle',
    ]);
    expect(stepIssues('pay', values, illinois)).toEqual([]);
  });

  it('checks the SSN on the identity step even while later steps are empty', () => {
    const values = completeDraft({ legalId: '000-12-3456', jobTitle: '', hireDate: null });
    expect(stepIssues('identity', values, illinois)).toEqual([
      expect.objectContaining({ path: 'legalId', message: 'This is not a valid SSN' }),
    ]);
  });

  it('reports a certificate field outside its range at the state step', () => {
    const values = completeDraft({ stateTax: { basicAllowances: '120' } });
    expect(stepIssues('state', values, illinois)).toEqual([
      { path: 'stateTax.basicAllowances', message: 'validation.certificate.maximum' },
    ]);
  });

  it('builds a request the create contract accepts, in cents and with the state code', () => {
    const { request, issues } = createRequestOf(completeDraft(), illinois);
    expect(issues).toEqual([]);
    const parsed = createEmployeeRequestSchema.parse(request);
    expect(parsed.federalTax).toMatchObject({ w4Version: '2020', dependentsCents: 200000 });
    expect(parsed.stateTax).toEqual({ code: 'IL', basicAllowances: 1 });
    expect(parsed.bankAccount).toMatchObject({ amountOrPercentage: 'remainder' });
    expect(stepIssues('review', completeDraft(), illinois)).toEqual([]);
  });

  it('sends a server path back to the form field and the step holding it', () => {
    expect(formPathOf('body.federalTax.extraWithholdingCents')).toBe('federalTax.extraWithholding');
    expect(formPathOf('stateTax.basicAllowances')).toBe('stateTax.basicAllowances');
    expect(stepOfPath('email')).toBe('identity');
    expect(stepOfPath('address.zipCode')).toBe('address');
    expect(stepOfPath('payGroup')).toBe('pay');
    expect(stepOfPath('federalTax')).toBe('federal');
    expect(stepOfPath('stateTax.basicAllowances')).toBe('state');
    expect(stepOfPath('bankAccount.routingNumber')).toBe('deposit');
    expect(stepOfPath('somethingElse')).toBe('review');
  });
});
