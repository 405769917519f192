import { decryptSecret } from '@paydesk/api/platform/crypto';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { describe, expect, it } from 'vitest';
import { business, contractorsHarness, digitsOf, individual, tins } from './contractors.test-kit';

describe(`contractors on ${testDatabaseKind()}`, () => {
  const { state, tokens, ids, answers, logLines, call, create } = contractorsHarness();
  const db = () => state.harness.context.database.db;

  it('creates an individual with the TIN sealed: masked in the answer, in no row, answer or log', async () => {
    const created = await create(individual());
    expect(created.statusCode, created.body).toBe(201);
    const contractor = created.json();
    expect(contractor).toMatchObject({
      companyId: ids.lakeside,
      type: 'individual',
      displayName: 'Paula Painter',
      tinType: 'ssn',
      tinMasked: '***-**-8830',
      tinMissing: false,
      paymentMethod: 'direct_deposit',
      backupWithholding: false,
      backupWithholdingReason: null,
      status: 'active',
      version: 1,
      invitation: { status: 'none' },
    });
    const row = await db()
      .selectFrom('contractors')
      .selectAll()
      .where('id', '=', contractor.id)
      .executeTakeFirstOrThrow();
    const rowText = JSON.stringify(row);
    expect(rowText).not.toContain(digitsOf(tins.ssn));
    expect(rowText).not.toContain(tins.ssn);
    expect(decryptSecret(state.harness.context.config.encryptionKey, row.tin_encrypted ?? '')).toBe(
      digitsOf(tins.ssn),
    );
    const audit = await db()
      .selectFrom('audit_events')
      .select(['action', 'details'])
      .where('entity_id', '=', contractor.id)
      .execute();
    expect(audit.map((event) => event.action)).toEqual(['contractor.created']);

    const read = await call('GET', `/api/contractors/${contractor.id}`, 'owner');
    expect(read.json().tinMasked).toBe('***-**-8830');
    const business1 = await create(business());
    expect(business1.statusCode, business1.body).toBe(201);
    expect(business1.json()).toMatchObject({
      displayName: 'Brightside Cleaning Co',
      tinType: 'ein',
      tinMasked: '**-***4567',
      paymentMethod: 'check',
    });
    for (const text of [...answers, ...logLines, JSON.stringify(audit)]) {
      for (const tin of [tins.ssn, tins.ein]) {
        expect(text).not.toContain(digitsOf(tin));
        expect(text).not.toContain(tin);
      }
    }
  });

  it('refuses a TIN another contractor of the company holds with 409, whatever its layout', async () => {
    const again = await create(
      individual({ tin: digitsOf(tins.ssn), email: 'other.person@example.com', firstName: 'Otto' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'contractor.duplicate_tin',
      errors: [{ path: 'tin', code: 'contractor.duplicate_tin' }],
    });
    expect(again.json().detail).toMatch(/Another contractor of this company/);
    // Another company may pay the same person.
    const elsewhere = await create(individual(), 'redwoodOwner', ids.redwood);
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });

  it('refuses a TIN the SSA or the IRS never issues, with a readable detail, and changes nothing', async () => {
    const before = await db().selectFrom('contractors').select('id').execute();
    const cases = [
      [{ tin: '666-12-3456' }, 'This is not a valid SSN'],
      [{ tin: '123-00-4567' }, 'This is not a valid SSN'],
      [{ tin: '912-34-5678' }, 'This is not a valid SSN'],
      [{ tinType: 'ein', tin: '07-1234567' }, 'This EIN prefix is not one the IRS assigns'],
      [{ tinType: 'ein', tin: '415-62-8830' }, 'Enter the EIN as NN-NNNNNNN'],
      [{ tin: '12345' }, 'Enter the SSN as NNN-NN-NNNN or the EIN as NN-NNNNNNN'],
      [{ tinType: null, tin: tins.another }, 'Choose SSN or EIN'],
    ] as const;
    for (const [change, message] of cases) {
      const refused = await create(individual({ ...change, email: 'bad.tin@example.com' }));
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.json().detail).toContain(message);
    }
    expect(await db().selectFrom('contractors').select('id').execute()).toHaveLength(before.length);
  });

  it('names an individual by first and last name and a business by its business name', async () => {
    const noNames = await create(
      individual({ firstName: null, lastName: ' ', tin: null, email: 'x@example.com' }),
    );
    expect(noNames.statusCode).toBe(400);
    expect(
      noNames
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['body.firstName', 'body.lastName']);
    const noBusinessName = await create(business({ businessName: '', tin: null }));
    expect(noBusinessName.statusCode).toBe(400);
    expect(noBusinessName.json().detail).toContain('Enter the business’s legal name');
    const withTradeName = await create(
      individual({
        businessName: 'Paula Paints',
        tin: null,
        email: 'trade@example.com',
        firstName: 'Tess',
      }),
    );
    expect(withTradeName.statusCode, withTradeName.body).toBe(201);
    expect(withTradeName.json().displayName).toBe('Tess Painter');
  });

  it('withholds 24% from a contractor without a TIN until they give one; an IRS notice holds', async () => {
    const created = await create(
      business({
        businessName: 'No Tin Yet LLC',
        tinType: null,
        tin: null,
        email: 'notin@example.com',
        backupWithholding: false,
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const contractor = created.json();
    expect(contractor).toMatchObject({
      tinMissing: true,
      tinMasked: null,
      tinType: null,
      backupWithholding: true,
      backupWithholdingReason: 'no_tin',
    });
    const url = `/api/contractors/${contractor.id}`;
    const withTin = await call('PATCH', url, 'owner', {
      payload: { tinType: 'ein', tin: '83-7654321', version: contractor.version },
    });
    expect(withTin.statusCode, withTin.body).toBe(200);
    expect(withTin.json()).toMatchObject({
      tinMissing: false,
      tinMasked: '**-***4321',
      backupWithholding: false,
      backupWithholdingReason: null,
      version: 2,
    });
    const notice = await call('PATCH', url, 'owner', {
      payload: { backupWithholding: true, version: 2 },
    });
    expect(notice.json()).toMatchObject({
      backupWithholding: true,
      backupWithholdingReason: 'irs_notice',
    });
    const stale = await call('PATCH', url, 'owner', {
      payload: { backupWithholding: false, version: 2 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('contractor.version_stale');
    const noVersion = await call('PATCH', url, 'owner', { payload: { status: 'inactive' } });
    expect(noVersion.statusCode).toBe(400);
    const ended = await call('PATCH', url, 'owner', {
      payload: { backupWithholding: false, status: 'inactive', version: 3 },
    });
    expect(ended.json()).toMatchObject({ backupWithholding: false, status: 'inactive' });
    const audit = await db()
      .selectFrom('audit_events')
      .select('action')
      .where('entity_id', '=', contractor.id)
      .orderBy('occurred_at')
      .execute();
    expect(audit.map((event) => event.action)).toEqual([
      'contractor.created',
      'contractor.updated',
      'contractor.updated',
      'contractor.updated',
    ]);
  });

  it('lists the company’s contractors by name, a page at a time, filtered by q', async () => {
    const first = await call('GET', `/api/companies/${ids.lakeside}/contractors`, 'owner');
    expect(first.statusCode, first.body).toBe(200);
    const names = first.json().items.map((item: { displayName: string }) => item.displayName);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('Chloe Carter');
    expect(first.json().items[0]).not.toHaveProperty('tin');
    const paged = await state.harness.app.inject({
      method: 'GET',
      url: `/api/companies/${ids.lakeside}/contractors`,
      headers: { authorization: `Bearer ${tokens.owner}`, 'page-size': '2' },
    });
    expect(paged.json().items).toHaveLength(2);
    const next = paged.headers['next-page-key'];
    expect(typeof next).toBe('string');
    const second = await state.harness.app.inject({
      method: 'GET',
      url: `/api/companies/${ids.lakeside}/contractors`,
      headers: {
        authorization: `Bearer ${tokens.owner}`,
        'page-size': '2',
        'page-key': String(next),
      },
    });
    expect(second.json().items[0].displayName >= paged.json().items[1].displayName).toBe(true);
    const found = await call(
      'GET',
      `/api/companies/${ids.lakeside}/contractors?q=brights`,
      'owner',
    );
    expect(found.json()).toMatchObject({
      totalItems: 1,
      items: [{ displayName: 'Brightside Cleaning Co', tinMasked: '**-***4567' }],
    });
  });
});
