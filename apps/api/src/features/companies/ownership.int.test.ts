import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '@paydesk/api/test-support/sign-in';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

describe(`company ownership on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  let admin: string;
  let lakesideId: string;
  let ownerEmployeeId: string;
  let ethanEmployeeId: string;
  let mariaEmployeeId: string;

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
      .select(['id', 'email'])
      .where('company_id', '=', lakesideId)
      .execute();
    ownerEmployeeId = people.find((p) => p.email === 'owner@paydesk.test')!.id;
    ethanEmployeeId = people.find((p) => p.email === 'employee@paydesk.test')!.id;
    mariaEmployeeId = people.find((p) => p.email === 'maria.garcia@example.com')!.id;
  });
  afterAll(async () => harness.close());

  const grant = (employeeId: string, ownershipPercentage: number, token = admin) =>
    harness.app.inject({
      method: 'POST',
      url: `/api/companies/${lakesideId}/owners`,
      headers: bearer(token),
      payload: { ownerEmployeeId: employeeId, ownershipPercentage },
    });
  const revoke = (employeeId: string) =>
    harness.app.inject({
      method: 'DELETE',
      url: `/api/companies/${lakesideId}/owners/${employeeId}`,
      headers: bearer(admin),
    });
  const ownership = async () =>
    (
      await harness.context.database.db
        .selectFrom('company_owners')
        .selectAll()
        .where('company_id', '=', lakesideId)
        .execute()
    )
      .map((o) => [o.employee_id, o.ownership_basis_points])
      .sort();

  it('never lets the ownership of a company exceed 100%, saying how much is left', async () => {
    const before = await ownership();
    const response = await grant(ethanEmployeeId, 0.01);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('100.00% is already owned');
    expect(response.json().detail).toContain('at most 0.00% is left');
    expect(await ownership()).toEqual(before);
  });

  it('grants the owner role with ownership, ends the grantee’s sessions, and takes the role back on revoke', async () => {
    expect((await grant(ownerEmployeeId, 70)).statusCode).toBe(200);
    const ethanSession = await signInAs(harness.app, 'employee@paydesk.test');
    const granted = await grant(ethanEmployeeId, 30.5);
    expect(granted.statusCode).toBe(409);
    expect(granted.json().detail).toContain('at most 30.00% is left');
    const ok = await grant(ethanEmployeeId, 30);
    expect(ok.statusCode).toBe(200);
    expect(
      ok
        .json()
        .owners.map((o: { employeeId: string; ownershipPercentage: number }) => [
          o.employeeId,
          o.ownershipPercentage,
        ])
        .sort(),
    ).toEqual(
      [
        [ethanEmployeeId, 30],
        [ownerEmployeeId, 70],
      ].sort(),
    );
    const refresh = await harness.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: bearer(ethanSession.refreshToken),
    });
    expect(refresh.statusCode).toBe(401);
    const ethan = await signInAs(harness.app, 'employee@paydesk.test');
    expect(decodeJwt(ethan.accessToken).roles).toEqual([
      'company:company-info',
      'myself:employee-info',
    ]);
    const list = await harness.app.inject({
      method: 'GET',
      url: '/api/companies',
      headers: bearer(ethan.accessToken),
    });
    expect(list.json().items.map((c: { id: string }) => c.id)).toEqual([lakesideId]);

    expect((await revoke(ethanEmployeeId)).statusCode).toBe(200);
    // Revoking ends the grantee's sign-ins, so the access token is refused at once
    const after = await harness.app.inject({
      method: 'GET',
      url: `/api/companies/${lakesideId}`,
      headers: bearer(ethan.accessToken),
    });
    expect(after.statusCode).toBe(401);
    const again = await signInAs(harness.app, 'employee@paydesk.test');
    expect(decodeJwt(again.accessToken).roles).toEqual(['myself:employee-info']);
  });

  it('only grants to active employees of the company', async () => {
    const { db } = harness.context.database;
    await db
      .updateTable('employees')
      .set({ status: 'terminated' })
      .where('id', '=', mariaEmployeeId)
      .execute();
    const terminated = await grant(mariaEmployeeId, 10);
    expect(terminated.statusCode).toBe(422);
    expect(terminated.json().errors[0].path).toBe('ownerEmployeeId');
    // An id of the right form that names no employee of the company.
    const stranger = await grant('019ac1d4-7b2e-7c3a-9f10-000000000000', 10);
    expect(stranger.statusCode).toBe(422);
  });

  it.each([0, 100.5, 12.345, -1])('rejects an ownership percentage of %s', async (percentage) => {
    const before = await ownership();
    const response = await grant(ownerEmployeeId, percentage);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toContain('ownershipPercentage');
    expect(await ownership()).toEqual(before);
  });

  it('keeps at least one owner on an active company', async () => {
    const response = await revoke(ownerEmployeeId);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('at least one owner');
    expect((await revoke('nobody')).statusCode).toBe(404);
  });

  it('writes audit events for grant and revoke', async () => {
    const actions = (
      await harness.context.database.db.selectFrom('audit_events').select('action').execute()
    ).map((r) => r.action);
    expect(actions).toContain('company.ownership-granted');
    expect(actions).toContain('company.ownership-revoked');
  });
});
