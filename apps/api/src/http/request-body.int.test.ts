import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '../test-support/sign-in';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testDatabaseKind } from '../test-support/test-database';

/** A JSON body with the bytes of a name spliced in raw, as a careless client might send it. */
const bodyWithName = (before: string, name: Buffer, after: string): Buffer =>
  Buffer.concat([Buffer.from(before), name, Buffer.from(after)]);

// "Bäckerei" in Latin-1: the ä is the single byte 0xE4, which is no UTF-8 character.
const latin1Name = Buffer.from('B\xe4ckerei Nord', 'latin1');

describe(`request bodies read strictly on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  let token: string;
  let companyId: string;
  beforeAll(async () => {
    harness = await createTestApp({ seed: true });
    token = (await signInAs(harness.app, 'owner@paydesk.test')).accessToken;
    companyId = (
      await harness.context.database.db
        .selectFrom('companies')
        .select('id')
        .where('name', '=', 'Lakeside Bakery LLC')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => harness.close());

  const groupNames = async () =>
    (
      await harness.context.database.db
        .selectFrom('pay_groups')
        .select('name')
        .where('company_id', '=', companyId)
        .execute()
    ).map((row) => row.name);

  const send = (url: string, method: 'POST' | 'PATCH', payload: Buffer, type: string) =>
    harness.app.inject({
      method,
      url,
      headers: { ...bearer(token), 'company-id': companyId, 'content-type': type },
      payload,
    });

  it('refuses raw bytes that are not UTF-8 with a 400 problem and stores nothing', async () => {
    const before = await groupNames();
    const created = await send(
      '/api/pay-groups',
      'POST',
      bodyWithName(
        '{"name":"',
        latin1Name,
        '","frequency":"weekly","firstPeriodEnd":"2026-11-27","firstPayDate":"2026-12-04"}',
      ),
      'application/json; charset=utf-8',
    );
    expect(created.statusCode, created.body).toBe(400);
    expect(created.headers['content-type']).toContain('application/problem+json');
    expect(created.json()).toMatchObject({
      code: 'request.invalid',
      detail: expect.stringContaining('not valid UTF-8'),
    });
    expect(await groupNames()).toEqual(before);

    const company = (
      await harness.app.inject({
        method: 'GET',
        url: `/api/companies/${companyId}`,
        headers: bearer(token),
      })
    ).json<{ name: string; version: number }>();
    const renamed = await send(
      `/api/companies/${companyId}`,
      'PATCH',
      bodyWithName('{"name":"', latin1Name, `","version":${company.version}}`),
      'application/json',
    );
    expect(renamed.statusCode, renamed.body).toBe(400);
    const after = await harness.context.database.db
      .selectFrom('companies')
      .select(['name', 'version'])
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ name: company.name, version: company.version });
  });

  it('still reads well-formed UTF-8, whatever the script', async () => {
    const created = await send(
      '/api/pay-groups',
      'POST',
      Buffer.from(
        JSON.stringify({
          name: 'Bäckerei 湖畔',
          frequency: 'weekly',
          firstPeriodEnd: '2026-11-27',
          firstPayDate: '2026-12-04',
        }),
      ),
      'application/json',
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(await groupNames()).toContain('Bäckerei 湖畔');
  });

  it('refuses a plain-text body that is not UTF-8 or holds a NUL', async () => {
    const admin = (await signInAs(harness.app, 'admin@paydesk.test')).accessToken;
    const refused = await harness.app.inject({
      method: 'POST',
      url: '/api/payments/ach/returns',
      headers: { ...bearer(admin), 'content-type': 'text/plain' },
      payload: Buffer.from([0x31, 0x30, 0x31, 0xff, 0xfe, 0x0a]),
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().detail).toContain('not valid UTF-8');
    const withNul = await harness.app.inject({
      method: 'POST',
      url: '/api/payments/ach/returns',
      headers: { ...bearer(admin), 'content-type': 'text/plain' },
      payload: '101 021000021\u00001987654320',
    });
    expect(withNul.statusCode, withNul.body).toBe(400);
    expect(withNul.json().detail).toContain('null character');
  });
});
