import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { completeHire, employeesHarness } from './employees.test-kit';

const logLines: string[] = [];

describe(`employees on ${testDatabaseKind()}`, () => {
  const { state, call, lastMailTo } = employeesHarness({
    logLines,
    env: { LOG_LEVEL: 'debug' },
  });

  it('adds a complete employee: masked SSN, employer steps done, the invitation mailed', async () => {
    const created = await call('POST', '/api/employees', {
      as: 'owner',
      payload: completeHire(state.lakesidePayGroup),
    });
    expect(created.statusCode, created.body).toBe(201);
    const employee = created.json();
    expect(employee).toMatchObject({
      companyId: state.lakeside,
      company: 'Lakeside Bakery LLC',
      firstName: 'Nadia',
      legalId: '***-**-6789',
      payGroup: state.lakesidePayGroup,
      paymentFrequency: 'biweekly',
      paymentRate: 2_600,
      paymentMethod: 'check',
      federalTaxFilingStatus: 'single',
      federalTaxExemptionStatus: 'not_exempt',
      stateTax: { code: 'IL', basicAllowances: 1 },
      version: 1,
      readiness: [],
      invitation: { status: 'pending' },
    });
    // Everything is on file and the hire date has come: the employee is active at once.
    expect(employee.status).toBe('active');
    expect(employee.onboarding.steps.every((step: { done: boolean }) => step.done)).toBe(true);
    expect(created.body).not.toContain('123456789');
    expect(created.body).not.toContain('123-45-6789');
    const mail = await lastMailTo('nadia.novak@example.com');
    expect(mail?.subject).toBe('Lakeside Bakery LLC invites you to Paydesk');
    expect(mail?.body_text).toMatch(/\/accept-invitation\?token=/);
    const stored = await state.harness.context.database.db
      .selectFrom('employees')
      .select(['legal_id_encrypted', 'legal_id_digest'])
      .where('id', '=', employee.id)
      .executeTakeFirstOrThrow();
    expect(stored.legal_id_encrypted).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain('6789');
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toMatch(/123-?45-?6789/);
  });

  it('leaves the W-4, state certificate and bank account to the employee', async () => {
    const created = await call('POST', '/api/employees', {
      payload: completeHire(state.lakesidePayGroup, {
        email: 'omar.haddad@example.com',
        firstName: 'Omar',
        legalId: '234-56-7890',
        paymentMethod: 'direct_deposit',
        federalTax: null,
        stateTax: null,
        employeeWillInformFederalTax: true,
        employeeWillInformStateTax: true,
        employeeWillInformBankAccount: true,
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const employee = created.json();
    expect(employee.status).toBe('onboarding');
    expect(employee.readiness.map((item: { code: string }) => item.code)).toEqual([
      'employee.federal_tax_missing',
      'employee.state_tax_missing',
      'employee.bank_account_missing',
    ]);
    expect(employee.readiness[0]).toMatchObject({ path: 'federalTax' });
    const left = employee.onboarding.steps.filter(
      (step: { owner: string; done: boolean }) => step.owner === 'employee' && !step.done,
    );
    expect(left.map((step: { id: string }) => step.id)).toEqual([
      'federal_tax',
      'state_tax',
      'bank_account',
    ]);
  });

  it('requires the employer’s sections unless the employee will provide them', async () => {
    const response = await call('POST', '/api/employees', {
      payload: completeHire(state.lakesidePayGroup, {
        email: 'no.w4@example.com',
        legalId: '345-67-8901',
        federalTax: null,
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'employee.section_required',
      errors: [{ path: 'federalTax' }],
    });
    const bank = await call('POST', '/api/employees', {
      payload: completeHire(state.lakesidePayGroup, {
        email: 'no.bank@example.com',
        legalId: '345-67-8901',
        paymentMethod: 'direct_deposit',
      }),
    });
    expect(bank.json()).toMatchObject({ errors: [{ path: 'bankAccount' }] });
    const count = await state.harness.context.database.db
      .selectFrom('employees')
      .select('id')
      .where('email', 'in', ['no.w4@example.com', 'no.bank@example.com'])
      .execute();
    expect(count).toHaveLength(0);
  });

  it('refuses a duplicate SSN or email inside one company, and allows the SSN elsewhere', async () => {
    const sameSsn = await call('POST', '/api/employees', {
      payload: completeHire(state.lakesidePayGroup, { email: 'twin@example.com' }),
    });
    expect(sameSsn.statusCode).toBe(409);
    expect(sameSsn.json()).toMatchObject({
      code: 'employee.legal_id_taken',
      errors: [{ path: 'legalId' }],
    });
    const sameEmail = await call('POST', '/api/employees', {
      payload: completeHire(state.lakesidePayGroup, { legalId: '456-78-9012' }),
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ code: 'employee.email_taken' });
    const redwoodGroup = (await state.harness.context.database.db
      .selectFrom('pay_groups')
      .select('id')
      .where('company_id', '=', state.redwood)
      .executeTakeFirst())!.id;
    const elsewhere = await call('POST', '/api/employees', {
      company: state.redwood,
      payload: completeHire(redwoodGroup, {
        email: 'nadia.at.redwood@example.com',
        workState: 'CA',
        address: { addressLine1: '1 Bay St', city: 'Oakland', state: 'CA', zipCode: '94607' },
        stateTax: { code: 'CA', filingStatus: 'single', regularAllowances: 1 },
      }),
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });

  it('checks the state certificate with the work state’s rules', async () => {
    const unknownField = await call('POST', '/api/employees', {
      payload: completeHire(state.lakesidePayGroup, {
        email: 'cert@example.com',
        legalId: '567-89-0123',
        stateTax: { code: 'IL', allowances: 2 },
      }),
    });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json()).toMatchObject({ code: 'employee.state_tax_invalid' });
    expect(unknownField.json().errors[0].path).toMatch(/^stateTax\./);
    const negative = await call('POST', '/api/employees', {
      payload: completeHire(state.lakesidePayGroup, {
        email: 'cert@example.com',
        legalId: '567-89-0123',
        stateTax: { code: 'IL', basicAllowances: -1 },
      }),
    });
    expect(negative.json().errors[0].path).toBe('stateTax.basicAllowances');
    const otherState = await call('POST', '/api/employees', {
      payload: completeHire(state.lakesidePayGroup, {
        email: 'cert@example.com',
        legalId: '567-89-0123',
        stateTax: { code: 'CA', filingStatus: 'single' },
      }),
    });
    expect(otherState.json().errors[0].path).toBe('stateTax.code');
  });

  it('refuses a pay group of another company, and bad SSNs by their rules', async () => {
    const redwoodGroup = (await state.harness.context.database.db
      .selectFrom('pay_groups')
      .select('id')
      .where('company_id', '=', state.redwood)
      .executeTakeFirst())!.id;
    const response = await call('POST', '/api/employees', {
      payload: completeHire(redwoodGroup, { email: 'group@example.com', legalId: '678-90-1234' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'employee.pay_group_invalid',
      errors: [{ path: 'payGroup' }],
    });
    for (const legalId of ['000-12-3456', '666-12-3456', '912-34-5678', '123-00-4567']) {
      const bad = await call('POST', '/api/employees', {
        payload: completeHire(state.lakesidePayGroup, { email: 'group@example.com', legalId }),
      });
      expect(bad.statusCode, legalId).toBe(400);
      expect(bad.json().errors[0].path).toMatch(/^(body\.)?legalId$/);
    }
  });

  it('lists the company’s employees with q and status filters and the pay group', async () => {
    const page = await call('GET', '/api/companies/' + state.lakeside + '/employees?q=nadia', {
      company: null,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().items).toEqual([
      expect.objectContaining({
        firstName: 'Nadia',
        lastName: 'Novak',
        status: 'active',
        payGroupId: state.lakesidePayGroup,
        hireDate: '2026-11-02',
      }),
    ]);
    const onboarding = await call(
      'GET',
      `/api/companies/${state.lakeside}/employees?status=onboarding`,
      { company: null },
    );
    const names = onboarding.json().items.map((item: { firstName: string }) => item.firstName);
    expect(names).toContain('Omar');
    expect(names).toContain('Grace');
    expect(names).not.toContain('Nadia');
  });
});
