import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '@paydesk/api/test-support/sign-in';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

const address = {
  addressLine1: '77 Bay St',
  city: 'San Diego',
  state: 'CA',
  zipCode: '92101',
  phoneNumber: '(619) 555-0142',
};

const completeDraft = {
  currentStep: 3,
  name: 'Tidepool Cafe LLC',
  isRegisteredWithIrs: true,
  federalEin: '331234567',
  federalFilingForm: '941',
  businessEntityType: 'llc',
  industryType: 'accommodation_food_services',
  physicalAddress: address,
  mailingAddress: { sameAsPhysical: true },
  legalFilingAddress: { ...address, addressLine1: '1 Legal Way', sameAsPhysical: false },
};

describe(`employer onboarding on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  let token: string;
  let companyId: string;
  let employeeId: string;

  beforeAll(async () => {
    harness = await createTestApp({ seed: true });
    const signUp = await harness.app.inject({
      method: 'POST',
      url: '/api/sign-up',
      payload: {
        firstName: 'Rita',
        lastName: 'Moreno',
        email: 'rita@tidepool.example',
        phoneNumber: '(619) 555-0100',
        companyName: 'Tidepool Cafe',
        password: 'seashells by the shore',
      },
    });
    token = signUp.json().accessToken;
    const me = (
      await harness.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })
    ).json();
    companyId = me.companyId;
    employeeId = me.employeeId;
  });
  afterAll(async () => harness.close());

  const put = (payload: object) =>
    harness.app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}/onboarding`,
      headers: bearer(token),
      payload,
    });
  const complete = () =>
    harness.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/onboarding/complete`,
      headers: bearer(token),
    });

  it('saves the draft at any step and gives it back', async () => {
    const saved = await put({
      currentStep: 1,
      name: 'Tidepool Cafe LLC',
      federalEin: '33-1234567',
    });
    expect(saved.statusCode).toBe(200);
    const read = await harness.app.inject({
      method: 'GET',
      url: `/api/companies/${companyId}/onboarding`,
      headers: bearer(token),
    });
    expect(read.json().draft).toMatchObject({
      currentStep: 1,
      name: 'Tidepool Cafe LLC',
      federalEin: '33-1234567',
      companyId,
    });
    expect(read.json().checklist.map((item: { key: string }) => item.key)).toEqual([
      'company_details',
      'addresses',
      'owners',
      'funding_account',
      'pay_group',
    ]);
  });

  it('refuses a malformed draft', async () => {
    expect((await put({ physicalAddress: { state: 'Narnia' } })).statusCode).toBe(400);
    expect((await put({ unknown: true })).statusCode).toBe(400);
  });

  it('refuses to complete an incomplete draft, listing each field', async () => {
    const response = await complete();
    expect(response.statusCode).toBe(422);
    const paths = response.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(['federalFilingForm', 'physicalAddress', 'mainOwner']),
    );
    const company = await harness.context.database.db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    expect(company.federal_ein).toBeNull();
  });

  it('refuses owners adding up to more than 100%', async () => {
    await put({
      ...completeDraft,
      mainOwner: {
        employeeId,
        firstName: 'Rita',
        lastName: 'Moreno',
        email: 'rita@tidepool.example',
        phoneNumber: '(619) 555-0100',
        ownershipPercentage: 80,
      },
      owners: [
        {
          firstName: 'Sam',
          lastName: 'Lee',
          email: 'sam@tidepool.example',
          phoneNumber: '(619) 555-0101',
          ownershipPercentage: 30,
        },
      ],
    });
    const response = await complete();
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json().errors)).toContain('110.00%');
  });

  it('applies a complete draft, keeps the company onboarding, and lists what is missing', async () => {
    await put({
      ...completeDraft,
      mainOwner: {
        employeeId,
        firstName: 'Rita',
        lastName: 'Moreno',
        email: 'rita@tidepool.example',
        phoneNumber: '(619) 555-0100',
        ownershipPercentage: 75,
      },
      owners: [
        {
          firstName: 'Sam',
          lastName: 'Lee',
          email: 'sam@tidepool.example',
          phoneNumber: '(619) 555-0101',
          ownershipPercentage: 25,
        },
      ],
    });
    const response = await complete();
    expect(response.statusCode).toBe(200);
    const state = response.json();
    expect(state.status).toBe('onboarding');
    const done = Object.fromEntries(
      state.checklist.map((item: { key: string; done: boolean }) => [item.key, item.done]),
    );
    expect(done).toEqual({
      company_details: true,
      addresses: true,
      owners: true,
      funding_account: false,
      pay_group: false,
    });
    const company = (
      await harness.app.inject({
        method: 'GET',
        url: `/api/companies/${companyId}`,
        headers: bearer(token),
      })
    ).json();
    expect(company).toMatchObject({
      name: 'Tidepool Cafe LLC',
      federalEin: '33-1234567',
      federalFillingForm: '941',
    });
    expect(company.mailingAddress).toMatchObject({ addressLine1: '77 Bay St' });
    expect(company.legalFilingAddress).toMatchObject({ addressLine1: '1 Legal Way' });
    expect(
      company.owners.map((o: { lastName: string; ownershipPercentage: number }) => [
        o.lastName,
        o.ownershipPercentage,
      ]),
    ).toEqual([
      ['Lee', 25],
      ['Moreno', 75],
    ]);
  });

  it('completes again without adding an owner twice (the company waits for its funding account)', async () => {
    const employeesNow = async () =>
      (
        await harness.context.database.db
          .selectFrom('employees')
          .select('email')
          .where('company_id', '=', companyId)
          .execute()
      ).map((row) => row.email);
    const before = await employeesNow();
    expect(before.filter((email) => email === 'sam@tidepool.example')).toHaveLength(1);
    for (let round = 0; round < 2; round += 1) {
      expect((await complete()).statusCode).toBe(200);
    }
    expect((await employeesNow()).sort()).toEqual([...before].sort());
  });
});
