import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '@paydesk/api/test-support/sign-in';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

const validMessage = {
  name: 'Dana Whitfield',
  email: 'Dana@Example.test',
  company: 'Whitfield Plumbing',
  topic: 'sales',
  message: 'We have 14 employees in two states. Can Paydesk run biweekly payroll for us?',
};

describe(`contact messages on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    harness = await createTestApp({ seed: true });
    adminToken = (await signInAs(harness.app, 'admin@paydesk.test')).accessToken;
  });
  afterAll(async () => harness.close());

  const send = (payload: object) =>
    harness.app.inject({ method: 'POST', url: '/api/contact-messages', payload });
  const list = (headers: Record<string, string> = {}) =>
    harness.app.inject({ method: 'GET', url: '/api/contact-messages', headers });

  it('stores a message sent without signing in and answers 201 with a receipt', async () => {
    const response = await send(validMessage);
    expect(response.statusCode).toBe(201);
    const receipt = response.json();
    expect(receipt.id).toEqual(expect.any(String));
    expect(new Date(receipt.receivedAt).toISOString()).toBe(receipt.receivedAt);
    const row = await harness.context.database.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', receipt.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: 'dana@example.test',
      topic: 'sales',
      name: 'Dana Whitfield',
    });
  });

  it('answers invalid fields with a 400 problem naming each field, and stores nothing', async () => {
    const before = await list(bearer(adminToken));
    const response = await send({
      name: ' ',
      email: 'not-an-email',
      topic: 'jokes',
      message: 'hi',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const paths = response.json().errors.map((error: { path: string }) => error.path);
    expect(paths).toEqual(
      expect.arrayContaining(['body.name', 'body.email', 'body.topic', 'body.message']),
    );
    const after = await list(bearer(adminToken));
    expect(after.json().totalItems).toBe(before.json().totalItems);
  });

  it('refuses a body over the small size limit with a 413 problem', async () => {
    const response = await send({ ...validMessage, message: 'x'.repeat(20_000) });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('refuses a message longer than 4000 characters with a 400 problem', async () => {
    const response = await send({ ...validMessage, message: 'y'.repeat(4001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('body.message');
  });

  it('lists messages only to platform administrators', async () => {
    expect((await list()).statusCode).toBe(401);
    const owner = await signInAs(harness.app, 'owner@paydesk.test');
    const forbidden = await list(bearer(owner.accessToken));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.headers['content-type']).toContain('application/problem+json');
    const allowed = await list(bearer(adminToken));
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().items[0]).toMatchObject({
      name: 'Dana Whitfield',
      company: 'Whitfield Plumbing',
      topic: 'sales',
    });
  });

  it('pages newest first with Page-Key cursors, each message exactly once', async () => {
    await harness.context.database.db.deleteFrom('contact_messages').execute();
    for (let i = 0; i < 5; i += 1) {
      harness.clock.advance(1_000);
      const response = await send({ ...validMessage, name: `Sender ${i}`, company: undefined });
      expect(response.statusCode).toBe(201);
    }
    const names: string[] = [];
    let key: string | undefined;
    const keys: (string | undefined)[] = [];
    do {
      keys.push(key);
      const response = await list({
        ...bearer(adminToken),
        'page-size': '2',
        ...(key ? { 'page-key': key } : {}),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ totalItems: 5, totalPages: 3 });
      names.push(...response.json().items.map((item: { name: string }) => item.name));
      key = response.headers['next-page-key'] as string | undefined;
    } while (key);
    expect(names).toEqual(['Sender 4', 'Sender 3', 'Sender 2', 'Sender 1', 'Sender 0']);

    const third = await list({ ...bearer(adminToken), 'page-size': '2', 'page-key': keys[2]! });
    const back = await list({
      ...bearer(adminToken),
      'page-size': '2',
      'page-key': String(third.headers['previous-page-key']),
    });
    expect(back.json().items.map((item: { name: string }) => item.name)).toEqual([
      'Sender 2',
      'Sender 1',
    ]);
    expect(back.json().items[0].company).toBeNull();
  });

  it('takes five messages an hour from one address, then answers 429 with Retry-After', async () => {
    await harness.context.database.db.deleteFrom('contact_messages').execute();
    harness.clock.advance(2 * 3_600_000);
    for (let i = 0; i < 5; i += 1) {
      harness.clock.advance(60_000);
      expect((await send({ ...validMessage, name: `Sender ${i}` })).statusCode).toBe(201);
    }
    const refused = await send(validMessage);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('contact.rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      await harness.context.database.db.selectFrom('contact_messages').selectAll().execute(),
    ).toHaveLength(5);
    harness.clock.advance(3_600_000);
    expect((await send(validMessage)).statusCode).toBe(201);
  });
});
