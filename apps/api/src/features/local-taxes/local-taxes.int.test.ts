import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '@paydesk/api/test-support/sign-in';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Who = 'admin' | 'owner' | 'employee';

describe(`the company's local tax jurisdictions on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  const tokens: Record<Who, string> = { admin: '', owner: '', employee: '' };
  let lakeside = '';
  let redwood = '';

  beforeAll(async () => {
    harness = await createTestApp({ seed: true });
    for (const who of ['admin', 'owner', 'employee'] as const) {
      tokens[who] = (await signInAs(harness.app, `${who}@paydesk.test`)).accessToken;
    }
    const companies = await harness.context.database.db
      .selectFrom('companies')
      .select(['id', 'name'])
      .execute();
    lakeside = companies.find((c) => c.name === 'Lakeside Bakery LLC')!.id;
    redwood = companies.find((c) => c.name === 'Redwood Software Inc')!.id;
  });
  afterAll(async () => harness.close());

  const call = (method: Method, url: string, as: Who = 'owner', payload?: object) =>
    harness.app.inject({
      method,
      url,
      headers: bearer(tokens[as]),
      ...(payload === undefined ? {} : { payload }),
    });
  const base = () => `/api/companies/${lakeside}/local-taxes`;
  const rows = async () =>
    harness.context.database.db
      .selectFrom('company_local_taxes')
      .selectAll()
      .orderBy('kind')
      .orderBy('code')
      .execute();

  const lowerMerion = {
    kind: 'pa_eit',
    code: '460602',
    name: 'Lower Merion Twp / Lower Merion SD',
    residentRate: '1.0',
    nonresidentRate: '1.0',
  };

  it('creates one jurisdiction of each kind and lists them by kind and code', async () => {
    const eit = await call('POST', base(), 'owner', lowerMerion);
    expect(eit.statusCode, eit.body).toBe(201);
    expect(eit.json()).toMatchObject({
      ...lowerMerion,
      companyId: lakeside,
      localId: 'PA-PSD-460602',
    });
    const lst = await call('POST', base(), 'admin', {
      kind: 'pa_lst',
      code: '460602',
      name: 'Lower Merion Twp',
      annualCents: 5200,
    });
    expect(lst.statusCode, lst.body).toBe(201);
    const columbus = await call('POST', base(), 'owner', {
      kind: 'oh_municipal',
      code: ' Columbus ',
      name: 'Columbus',
      rate: '2.5',
      creditRate: '2.5',
    });
    expect(columbus.statusCode, columbus.body).toBe(201);
    // The code is kept as the slug the employee's certificate names: trimmed, lower case.
    expect(columbus.json()).toMatchObject({ code: 'columbus', localId: 'OH-COLUMBUS' });

    const list = await call('GET', base());
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((item: { kind: string }) => item.kind)).toEqual([
      'oh_municipal',
      'pa_eit',
      'pa_lst',
    ]);
    // A kind's unused columns stay empty.
    const stored = await rows();
    expect(stored.find((row) => row.kind === 'pa_lst')).toMatchObject({
      annual_cents: 5200,
      resident_rate: null,
      rate: null,
    });
    // Another company's list is its own.
    expect((await call('GET', `/api/companies/${redwood}/local-taxes`, 'admin')).json()).toEqual({
      items: [],
    });
    const audit = await harness.context.database.db
      .selectFrom('audit_events')
      .select('action')
      .where('action', '=', 'local-tax.created')
      .execute();
    expect(audit).toHaveLength(3);
  });

  it('refuses a second jurisdiction of the same kind and code with 409, and writes nothing', async () => {
    const before = await rows();
    const again = await call('POST', base(), 'owner', { ...lowerMerion, name: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.headers['content-type']).toContain('application/problem+json');
    expect(again.json()).toMatchObject({ code: 'local_tax.code_taken' });
    expect(again.json().detail).toContain('PSD code 460602');
    expect(await rows()).toEqual(before);
    // The same code in another company is another jurisdiction.
    const elsewhere = await call('POST', `/api/companies/${redwood}/local-taxes`, 'admin', {
      ...lowerMerion,
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('refuses a bad rate, code or amount with 400 naming the field, and writes nothing', async () => {
    const before = await rows();
    const cases: [object, string, string][] = [
      [{ ...lowerMerion, code: '123456', residentRate: '1,7' }, 'body.residentRate', 'such as 1.7'],
      [{ ...lowerMerion, code: '123456', nonresidentRate: '17' }, 'body.nonresidentRate', '10%'],
      [{ ...lowerMerion, code: '4606' }, 'body.code', '6-digit PSD code'],
      [
        { kind: 'pa_lst', code: '123456', name: 'X', annualCents: 15_601 },
        'body.annualCents',
        '$156.00',
      ],
      [
        { kind: 'oh_municipal', code: 'dayton', name: 'Dayton', rate: '2.5', creditRate: '3' },
        'body.creditRate',
        'credit rate',
      ],
      [{ ...lowerMerion, kind: 'ny_city' }, 'body.kind', 'pa_eit'],
    ];
    for (const [payload, path, words] of cases) {
      const response = await call('POST', base(), 'owner', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      const problem = response.json();
      expect(problem.code).toBe('request.invalid');
      expect(problem.errors[0].path).toBe(path);
      expect(problem.detail).toContain(words);
    }
    expect(await rows()).toEqual(before);
  });

  it('replaces a jurisdiction, refusing a change onto another’s kind and code', async () => {
    const list = (await call('GET', base())).json().items as { id: string; kind: string }[];
    const eit = list.find((item) => item.kind === 'pa_eit')!;
    const lst = list.find((item) => item.kind === 'pa_lst')!;
    const changed = await call('PUT', `${base()}/${eit.id}`, 'owner', {
      ...lowerMerion,
      residentRate: '1.1',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: eit.id, residentRate: '1.1' });
    const before = await rows();
    const clash = await call('PUT', `${base()}/${lst.id}`, 'owner', lowerMerion);
    expect(clash.statusCode).toBe(409);
    expect(await rows()).toEqual(before);
    const bad = await call('PUT', `${base()}/${eit.id}`, 'owner', { ...lowerMerion, name: '' });
    expect(bad.statusCode).toBe(400);
    expect(await rows()).toEqual(before);
    // Another company's id is not found here.
    const redwoodEit = (await call('GET', `/api/companies/${redwood}/local-taxes`, 'admin')).json()
      .items[0].id;
    const foreign = await call('PUT', `${base()}/${redwoodEit}`, 'owner', lowerMerion);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('local_tax.not_found');
  });

  it('deletes a jurisdiction; a second delete is a 404', async () => {
    const list = (await call('GET', base())).json().items as { id: string; kind: string }[];
    const lst = list.find((item) => item.kind === 'pa_lst')!;
    expect((await call('DELETE', `${base()}/${lst.id}`, 'owner')).statusCode).toBe(204);
    expect((await call('DELETE', `${base()}/${lst.id}`, 'owner')).statusCode).toBe(404);
    expect((await call('GET', base())).json().items).toHaveLength(list.length - 1);
  });

  it('refuses employees with 403 and another company’s owner with 404, changing nothing', async () => {
    const before = await rows();
    for (const [method, payload] of [
      ['GET', undefined],
      ['POST', lowerMerion],
    ] as const) {
      const response = await call(method, base(), 'employee', payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('auth.forbidden');
    }
    const id = before[0]!.id;
    expect((await call('DELETE', `${base()}/${id}`, 'employee')).statusCode).toBe(403);
    const notTheirs = await call('GET', `/api/companies/${redwood}/local-taxes`, 'owner');
    expect(notTheirs.statusCode).toBe(404);
    expect(await rows()).toEqual(before);
  });
});
