import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { completeHire, employeesHarness } from './employees.test-kit';

describe(`employee edits, roles and termination on ${testDatabaseKind()}`, () => {
  const { state, call } = employeesHarness();

  const profileOf = (employee: Record<string, unknown>, changes: Record<string, unknown> = {}) => ({
    firstName: employee.firstName,
    lastName: employee.lastName,
    phoneNumber: employee.phoneNumber,
    address: employee.address,
    version: employee.version,
    ...changes,
  });

  it('lets each role reach exactly its records', async () => {
    const own = await call('GET', `/api/employees/${state.ethan}`, { as: 'employee' });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      email: 'employee@paydesk.test',
      legalId: /^\*\*\*-\*\*-\d{4}$/,
    });
    const ownerRecord = await call('GET', `/api/employees/${state.ethan}`, { as: 'owner' });
    expect(ownerRecord.statusCode).toBe(200);
    const others = await state.harness.context.database.db
      .selectFrom('employees')
      .select(['id', 'company_id'])
      .where('email', '!=', 'employee@paydesk.test')
      .execute();
    const colleague = others.find((row) => row.company_id === state.lakeside)!.id;
    const stranger = others.find((row) => row.company_id === state.redwood)!.id;
    // An employee reading a colleague, an owner reading another company's employee: 404.
    expect((await call('GET', `/api/employees/${colleague}`, { as: 'employee' })).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/api/employees/${stranger}`, { as: 'owner', company: state.redwood }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/employees/${stranger}`, { as: 'owner' })).statusCode).toBe(404);
    // The admin sees the stranger only under its own company.
    expect(
      (await call('GET', `/api/employees/${stranger}`, { company: state.redwood })).statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/employees/${stranger}`)).statusCode).toBe(404);
    // An employee never reaches employment, pay, termination or invitations, even their own.
    const employment = await call('PUT', `/api/employees/${state.ethan}/employment-details`, {
      as: 'employee',
      payload: {
        employmentType: 'full_time',
        employmentCategory: 'exempt',
        jobTitle: 'Chief baker',
        hireDate: '2020-01-01',
        workState: 'IL',
        paymentType: 'salary',
        paymentRate: 9_000_000,
        version: 1,
      },
    });
    expect(employment.statusCode).toBe(404);
    const terminate = await call('DELETE', `/api/employees/${state.ethan}`, {
      as: 'employee',
      headers: { 'Termination-Date': '2026-12-01', 'Termination-Reason': 'resignation' },
    });
    expect(terminate.statusCode).toBe(404);
    expect((await call('POST', '/api/employees', { as: 'employee', payload: {} })).statusCode).toBe(
      403,
    );
  });

  it('edits the profile at its version; a stale version is a 409 that writes nothing', async () => {
    const before = (await call('GET', `/api/employees/${state.ethan}`, { as: 'employee' })).json();
    const moved = await call('PUT', `/api/employees/${state.ethan}/profile`, {
      as: 'employee',
      payload: profileOf(before, {
        preferredName: 'Eth',
        address: { addressLine1: '9 Oak Ave', city: 'Evanston', state: 'IL', zipCode: '60202' },
      }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      preferredName: 'Eth',
      address: { addressLine1: '9 Oak Ave' },
      version: before.version + 1,
      // A left-out SSN keeps the stored one.
      legalId: before.legalId,
    });
    const stale = await call('PUT', `/api/employees/${state.ethan}/profile`, {
      as: 'owner',
      payload: profileOf(before, { preferredName: 'Stale' }),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'employee.version_stale' });
    const after = (await call('GET', `/api/employees/${state.ethan}`, { as: 'owner' })).json();
    expect(after.preferredName).toBe('Eth');
    expect(after.version).toBe(before.version + 1);
    const noVersion = await call('PUT', `/api/employees/${state.ethan}/profile`, {
      as: 'employee',
      payload: { ...profileOf(after), version: undefined },
    });
    expect(noVersion.statusCode).toBe(400);
  });

  it('replaces the W-4 with a 2019 form and the state certificate', async () => {
    const current = (await call('GET', `/api/employees/${state.ethan}`, { as: 'employee' })).json();
    const w4 = await call('PUT', `/api/employees/${state.ethan}/federal-tax`, {
      as: 'employee',
      payload: {
        w4Version: '2019',
        filingStatus: 'married',
        allowances: 3,
        version: current.version,
      },
    });
    expect(w4.statusCode, w4.body).toBe(200);
    expect(w4.json().federalTax).toEqual({
      w4Version: '2019',
      filingStatus: 'married',
      allowances: 3,
      extraWithholdingCents: 0,
      exempt: false,
    });
    const certificate = await call('PUT', `/api/employees/${state.ethan}/state-tax`, {
      as: 'employee',
      payload: {
        code: 'IL',
        basicAllowances: 2,
        additionalAllowances: 1,
        version: w4.json().version,
      },
    });
    expect(certificate.statusCode, certificate.body).toBe(200);
    expect(certificate.json().stateTax).toEqual({
      code: 'IL',
      basicAllowances: 2,
      additionalAllowances: 1,
    });
    const wrong = await call('PUT', `/api/employees/${state.ethan}/state-tax`, {
      as: 'employee',
      payload: { code: 'IL', filingStatus: 'single', version: certificate.json().version },
    });
    expect(wrong.statusCode).toBe(400);
    // The body is the certificate, so the error names the field itself.
    expect(wrong.json().errors[0].path).toBe('filingStatus');
  });

  it('changes employment and pay; the frequency follows the pay group', async () => {
    const current = (await call('GET', `/api/employees/${state.ethan}`, { as: 'owner' })).json();
    const response = await call('PUT', `/api/employees/${state.ethan}/employment-details`, {
      as: 'owner',
      payload: {
        employmentType: 'part_time',
        employmentCategory: 'non_exempt',
        jobTitle: 'Head baker',
        hireDate: current.hireDate,
        workState: 'IL',
        payGroup: state.lakesidePayGroup,
        paymentType: 'hourly',
        paymentRate: 2_800,
        paymentMethod: 'check',
        version: current.version,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      jobTitle: 'Head baker',
      employmentType: 'part_time',
      paymentRate: 2_800,
      paymentFrequency: 'biweekly',
      paymentMethod: 'check',
    });
  });

  it('terminates: not before the hire date, once, and the record stays', async () => {
    const created = await call('POST', '/api/employees', {
      payload: completeHire(state.lakesidePayGroup, {
        email: 'leaving@example.com',
        legalId: '789-01-2345',
      }),
    });
    const id = created.json().id as string;
    const early = await call('DELETE', `/api/employees/${id}`, {
      headers: { 'Termination-Date': '2026-10-01', 'Termination-Reason': 'resignation' },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: 'employee.termination_date_invalid' });
    const noReason = await call('DELETE', `/api/employees/${id}`, {
      headers: { 'Termination-Date': '2026-12-01' },
    });
    expect(noReason.statusCode).toBe(400);
    const done = await call('DELETE', `/api/employees/${id}`, {
      as: 'owner',
      headers: {
        'Termination-Date': '2026-12-01',
        'Termination-Reason': 'resignation',
        'Override-Current-Payroll': 'true',
      },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'terminated',
      terminationDate: '2026-12-01',
      terminationReason: 'resignation',
    });
    const again = await call('DELETE', `/api/employees/${id}`, {
      headers: { 'Termination-Date': '2026-12-01', 'Termination-Reason': 'resignation' },
    });
    expect(again.statusCode).toBe(409);
    const terminated = await call(
      'GET',
      `/api/companies/${state.lakeside}/employees?status=terminated`,
      { company: null },
    );
    expect(terminated.json().items.map((item: { id: string }) => item.id)).toContain(id);
    const audit = await state.harness.context.database.db
      .selectFrom('audit_events')
      .select(['action', 'details'])
      .where('entity_id', '=', id)
      .execute();
    expect(audit.map((event) => event.action)).toEqual(['employee.created', 'employee.terminated']);
    expect(JSON.stringify(audit)).not.toContain('789');
    // A former employee may not be granted a share of the company.
    const grant = await call('POST', `/api/companies/${state.lakeside}/owners`, {
      company: null,
      payload: { ownerEmployeeId: id, ownershipPercentage: 1 },
    });
    expect(grant.statusCode).toBe(422);
    expect(grant.json()).toMatchObject({ code: 'company.owner_not_active' });
  });

  it('lets an employee still onboarding own a share', async () => {
    const created = await call('POST', '/api/employees', {
      payload: completeHire(state.redwoodGroup, {
        email: 'new.partner@example.com',
        legalId: '890-12-3456',
        federalTax: null,
        employeeWillInformFederalTax: true,
        workState: 'TX',
        stateTax: null,
      }),
      company: state.redwood,
    });
    expect(created.json().status).toBe('onboarding');
    const grant = await call('POST', `/api/companies/${state.redwood}/owners`, {
      company: null,
      payload: { ownerEmployeeId: created.json().id, ownershipPercentage: 1 },
    });
    expect(grant.statusCode, grant.body).toBe(200);
  });

  it('names who completed each section the employer or the employee may fill in', async () => {
    const ownerOf = (employee: { onboarding: { steps: { id: string; owner: string }[] } }) =>
      Object.fromEntries(employee.onboarding.steps.map((step) => [step.id, step.owner]));
    // The owner types in the identity, address and both tax forms: the card says so.
    const typedIn = await call('POST', '/api/employees', {
      as: 'owner',
      payload: completeHire(state.lakesidePayGroup, {
        email: 'typed.in@example.com',
        legalId: '345-67-8912',
      }),
    });
    expect(typedIn.statusCode, typedIn.body).toBe(201);
    expect(ownerOf(typedIn.json())).toMatchObject({
      personal: 'employer',
      federal_tax: 'employer',
      state_tax: 'employer',
    });
    // A W-4 left to the employee waits for them; the owner filling it in after all did it.
    const leftToThem = await call('POST', '/api/employees', {
      as: 'owner',
      payload: completeHire(state.lakesidePayGroup, {
        email: 'left.to.them@example.com',
        legalId: '345-67-8913',
        federalTax: null,
        employeeWillInformFederalTax: true,
      }),
    });
    expect(ownerOf(leftToThem.json()).federal_tax).toBe('employee');
    const filled = await call('PUT', `/api/employees/${leftToThem.json().id}/federal-tax`, {
      as: 'owner',
      payload: { w4Version: '2020', filingStatus: 'single', version: leftToThem.json().version },
    });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(ownerOf(filled.json()).federal_tax).toBe('employer');
    // The employee correcting their own address completes the step themself.
    const own = (await call('GET', `/api/employees/${state.ethan}`, { as: 'employee' })).json();
    const corrected = await call('PUT', `/api/employees/${state.ethan}/profile`, {
      as: 'employee',
      payload: profileOf(own, { phoneNumber: '(312) 555-0199' }),
    });
    expect(ownerOf(corrected.json()).personal).toBe('employee');
  });

  it('refuses married filing separately on a 2020 W-4, which the form counts as single', async () => {
    const current = (await call('GET', `/api/employees/${state.ethan}`, { as: 'employee' })).json();
    const refused = await call('PUT', `/api/employees/${state.ethan}/federal-tax`, {
      as: 'employee',
      payload: { w4Version: '2020', filingStatus: 'married_separately', version: current.version },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({
      path: 'body.filingStatus',
      message: expect.stringContaining('single (also for married filing separately)'),
    });
    const hire = await call('POST', '/api/employees', {
      as: 'owner',
      payload: completeHire(state.lakesidePayGroup, {
        email: 'separately@example.com',
        legalId: '345-67-8914',
        federalTax: { w4Version: '2020', filingStatus: 'married_separately' },
      }),
    });
    expect(hire.statusCode).toBe(400);
    expect(hire.json().errors[0].path).toBe('body.federalTax.filingStatus');
    const unchanged = (await call('GET', `/api/employees/${state.ethan}`, { as: 'owner' })).json();
    expect(unchanged.version).toBe(current.version);
    // A record stored before the refusal reads as the form's first box.
    await state.harness.context.database.db
      .updateTable('employees')
      .set({ w4_version: '2020', federal_filing_status: 'married_separately' })
      .where('id', '=', state.ethan)
      .execute();
    const legacy = (await call('GET', `/api/employees/${state.ethan}`, { as: 'owner' })).json();
    expect(legacy.federalTax.filingStatus).toBe('single');
  });
});
