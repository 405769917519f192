import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '@paydesk/api/test-support/sign-in';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

const valid = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@harborview.example',
  phoneNumber: '(415) 555-0134',
  companyName: 'Harborview Dental PLLC',
  password: 'compilers are fun 1906',
};

describe(`sign-up on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ seed: true });
  });
  afterAll(async () => harness.close());

  const signUp = (payload: object) =>
    harness.app.inject({ method: 'POST', url: '/api/sign-up', payload });

  it('creates an onboarding company, its owner employee and a user with both roles', async () => {
    const response = await signUp(valid);
    expect(response.statusCode).toBe(201);
    const claims = decodeJwt(response.json().accessToken);
    expect(claims.roles).toEqual(['company:company-info', 'myself:employee-info']);
    const { db } = harness.context.database;
    const company = await db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', String(claims.companyId))
      .executeTakeFirstOrThrow();
    expect(company).toMatchObject({ name: 'Harborview Dental PLLC', status: 'onboarding' });
    const owners = await db
      .selectFrom('company_owners')
      .selectAll()
      .where('company_id', '=', company.id)
      .execute();
    expect(owners).toEqual([
      expect.objectContaining({ employee_id: claims.employeeId, ownership_basis_points: 10_000 }),
    ]);
    const me = await harness.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(response.json().accessToken),
    });
    expect(me.json()).toMatchObject({ email: 'grace@harborview.example', firstName: 'Grace' });
  });

  it('answers a taken email (any case) with a 409 problem and writes nothing', async () => {
    const { db } = harness.context.database;
    const before = (await db.selectFrom('companies').select('id').execute()).length;
    const response = await signUp({ ...valid, email: 'OWNER@paydesk.test' });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('already exists');
    expect((await db.selectFrom('companies').select('id').execute()).length).toBe(before);
  });

  it.each([
    ['email', { email: 'not-an-email' }],
    ['phoneNumber', { phoneNumber: '12' }],
    ['companyName', { companyName: '' }],
    ['password', { password: 'short' }],
    ['password', { password: 'iloveyou' }],
  ])('rejects a bad %s with a 400 naming the field, writing nothing', async (field, change) => {
    const { db } = harness.context.database;
    const before = (await db.selectFrom('users').select('id').execute()).length;
    const response = await signUp({ ...valid, email: `x-${field}@example.com`, ...change });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().errors)).toContain(field);
    expect((await db.selectFrom('users').select('id').execute()).length).toBe(before);
  });
});
