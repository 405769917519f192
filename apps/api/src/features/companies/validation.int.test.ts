import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '@paydesk/api/test-support/sign-in';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

const address = {
  addressLine1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  phoneNumber: '(512) 555-0100',
};
const valid = {
  name: 'Valid Co',
  federalEin: '12-3456789',
  federalFillingForm: '941',
  businessEntityType: 'llc',
  industryType: 'construction',
  physicalAddress: address,
};

/** Each rule of the company record with one input that breaks it and the field it names. */
const cases: [string, object, string][] = [
  ['empty name', { name: '' }, 'name'],
  ['name over 100 characters', { name: 'x'.repeat(101) }, 'name'],
  ['EIN of eight digits', { federalEin: '12-345678' }, 'federalEin'],
  ['EIN with letters', { federalEin: 'AB-3456789' }, 'federalEin'],
  ['EIN with a prefix the IRS does not assign', { federalEin: '07-3456789' }, 'federalEin'],
  ['EIN prefix 00', { federalEin: '00-3456789' }, 'federalEin'],
  ['filing form 945', { federalFillingForm: '945' }, 'federalFillingForm'],
  ['unknown entity type', { businessEntityType: 'corp' }, 'businessEntityType'],
  ['unknown industry', { industryType: 'space_mining' }, 'industryType'],
  ['unknown state', { physicalAddress: { ...address, state: 'XX' } }, 'physicalAddress.state'],
  [
    'ZIP of four digits',
    { physicalAddress: { ...address, zipCode: '7870' } },
    'physicalAddress.zipCode',
  ],
  [
    'ZIP+4 malformed',
    { physicalAddress: { ...address, zipCode: '78701-12' } },
    'physicalAddress.zipCode',
  ],
  [
    'phone too short',
    { physicalAddress: { ...address, phoneNumber: '555-0100' } },
    'physicalAddress.phoneNumber',
  ],
  ['empty city', { physicalAddress: { ...address, city: '' } }, 'physicalAddress.city'],
  ['a lone surrogate in the name', { name: 'Acme \ud800 LLC' }, 'name'],
  ['a right-to-left override in the name', { name: 'Acme \u202eCLL' }, 'name'],
  [
    'NUL in the city',
    { physicalAddress: { ...address, city: 'Austin\u0000' } },
    'physicalAddress.city',
  ],
  ['unknown field', { nickname: 'x' }, ''],
];

describe(`company validation on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  let admin: string;
  let lakesideId: string;
  beforeAll(async () => {
    harness = await createTestApp({ seed: true });
    admin = (await signInAs(harness.app, 'admin@paydesk.test')).accessToken;
    lakesideId = (
      await harness.context.database.db
        .selectFrom('companies')
        .select('id')
        .where('name', '=', 'Lakeside Bakery LLC')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => harness.close());

  const snapshot = async () => {
    const { db } = harness.context.database;
    return {
      companies: await db.selectFrom('companies').selectAll().orderBy('id').execute(),
      addresses: await db.selectFrom('company_addresses').selectAll().orderBy('id').execute(),
    };
  };

  it('accepts the valid company', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: bearer(admin),
      payload: valid,
    });
    expect(response.statusCode).toBe(201);
  });

  it.each(cases)(
    'refuses to create with %s, names the field and writes nothing',
    async (_name, change, field) => {
      const before = await snapshot();
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/companies',
        headers: bearer(admin),
        payload: { ...valid, ...change },
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      const body = response.json();
      expect(body.detail).toMatch(/^The request is not valid\./);
      expect(body.errors.map((e: { path: string }) => e.path).join(' ')).toContain(
        `body.${field}`.replace(/\.$/, ''),
      );
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(cases)('refuses to patch with %s and writes nothing', async (_name, change) => {
    const before = await snapshot();
    const response = await harness.app.inject({
      method: 'PATCH',
      url: `/api/companies/${lakesideId}`,
      headers: bearer(admin),
      payload: change,
    });
    expect(response.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});
