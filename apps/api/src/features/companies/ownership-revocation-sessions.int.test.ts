import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '@paydesk/api/test-support/sign-in';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

const address = {
  addressLine1: '12 Harbor Rd',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60601',
  phoneNumber: '(312) 555-0142',
};

type Person = { employeeId: string; firstName: string; lastName: string; email: string };

describe(`owners changed by the onboarding wizard on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  let admin: string;
  let lakesideId: string;
  let owner: Person;
  let ethan: Person;

  beforeAll(async () => {
    harness = await createTestApp({ seed: true });
    admin = (await signInAs(harness.app, 'admin@paydesk.test')).accessToken;
    const { db } = harness.context.database;
    lakesideId = (
      await db
        .selectFrom('companies')
        .select('id')
        .where('name', '=', 'Lakeside Bakery LLC')
        .executeTakeFirstOrThrow()
    ).id;
    const people = await db
      .selectFrom('employees')
      .select(['id as employeeId', 'first_name as firstName', 'last_name as lastName', 'email'])
      .where('company_id', '=', lakesideId)
      .execute();
    owner = people.find((p) => p.email === 'owner@paydesk.test')!;
    ethan = people.find((p) => p.email === 'employee@paydesk.test')!;
  });
  afterAll(async () => harness.close());

  const ownerOf = (person: Person, ownershipPercentage: number) => ({
    ...person,
    phoneNumber: '(312) 555-0100',
    ownershipPercentage,
  });

  /** The administrator saves a complete draft with these owners and completes it. */
  async function completeWith(mainOwner: object, owners: object[]) {
    const saved = await harness.app.inject({
      method: 'PUT',
      url: `/api/companies/${lakesideId}/onboarding`,
      headers: bearer(admin),
      payload: {
        currentStep: 3,
        name: 'Lakeside Bakery LLC',
        isRegisteredWithIrs: true,
        federalEin: '361234567',
        federalFilingForm: '941',
        businessEntityType: 'llc',
        industryType: 'accommodation_food_services',
        physicalAddress: address,
        mailingAddress: { sameAsPhysical: true },
        legalFilingAddress: { sameAsPhysical: true },
        mainOwner,
        owners,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const completed = await harness.app.inject({
      method: 'POST',
      url: `/api/companies/${lakesideId}/onboarding/complete`,
      headers: bearer(admin),
    });
    expect(completed.statusCode, completed.body).toBe(200);
  }

  const readCompany = (token: string) =>
    harness.app.inject({
      method: 'GET',
      url: `/api/companies/${lakesideId}`,
      headers: bearer(token),
    });
  const refresh = (refreshToken: string) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: bearer(refreshToken),
    });

  it('gives a new co-owner the owner role with their next sign-in, ending the old ones', async () => {
    const before = await signInAs(harness.app, ethan.email);
    expect(decodeJwt(before.accessToken).roles).toEqual(['myself:employee-info']);
    await completeWith(ownerOf(owner, 70), [ownerOf(ethan, 30)]);

    expect((await readCompany(before.accessToken)).statusCode).toBe(401);
    expect((await refresh(before.refreshToken)).statusCode).toBe(401);
    const after = await signInAs(harness.app, ethan.email);
    expect(decodeJwt(after.accessToken).roles).toEqual([
      'company:company-info',
      'myself:employee-info',
    ]);
    expect((await readCompany(after.accessToken)).statusCode).toBe(200);
  });

  it('refuses a removed co-owner’s access token on the next call, though it was just read as open', async () => {
    // A co-owner of 30% by the ownership endpoint, whatever the wizard did before.
    for (const [person, ownershipPercentage] of [
      [owner, 70],
      [ethan, 30],
    ] as const) {
      const granted = await harness.app.inject({
        method: 'POST',
        url: `/api/companies/${lakesideId}/owners`,
        headers: bearer(admin),
        payload: { ownerEmployeeId: person.employeeId, ownershipPercentage },
      });
      expect(granted.statusCode, granted.body).toBe(200);
    }
    const coOwner = await signInAs(harness.app, ethan.email);
    const kept = await signInAs(harness.app, owner.email);
    // Read once: the sign-in is now remembered as open for a moment.
    expect((await readCompany(coOwner.accessToken)).statusCode).toBe(200);

    await completeWith(ownerOf(owner, 100), []);

    expect((await readCompany(coOwner.accessToken)).statusCode).toBe(401);
    const me = await harness.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(coOwner.accessToken),
    });
    expect(me.statusCode).toBe(401);
    expect((await refresh(coOwner.refreshToken)).statusCode).toBe(401);
    const again = await signInAs(harness.app, ethan.email);
    expect(decodeJwt(again.accessToken).roles).toEqual(['myself:employee-info']);
    // Whoever keeps their share keeps their sign-in.
    expect((await readCompany(kept.accessToken)).statusCode).toBe(200);
    const owners = await harness.context.database.db
      .selectFrom('company_owners')
      .select(['employee_id', 'ownership_basis_points'])
      .where('company_id', '=', lakesideId)
      .execute();
    expect(owners).toEqual([{ employee_id: owner.employeeId, ownership_basis_points: 10_000 }]);
  });
});
