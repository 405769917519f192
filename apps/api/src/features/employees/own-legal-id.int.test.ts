import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { employeesHarness } from './employees.test-kit';
import { OWN_LEGAL_ID_TRIES } from './own-legal-id';

describe(`an employee's own SSN on ${testDatabaseKind()}`, () => {
  const { state, call, signInAgain } = employeesHarness();
  const db = () => state.harness.context.database.db;

  const digestOf = async (id: string) =>
    (
      await db()
        .selectFrom('employees')
        .select('legal_id_digest')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).legal_id_digest;

  const putOwnProfile = async (legalId: string, as: 'employee' | 'owner' = 'employee') => {
    const current = (await call('GET', `/api/employees/${state.ethan}`, { as })).json();
    return call('PUT', `/api/employees/${state.ethan}/profile`, {
      as,
      payload: {
        firstName: current.firstName,
        lastName: current.lastName,
        phoneNumber: current.phoneNumber,
        address: current.address,
        legalIdType: 'ssn',
        legalId,
        version: current.version,
      },
    });
  };

  /** A colleague's SSN, as the employer typed it. */
  const colleagueSsn = async () => {
    const row = await db()
      .selectFrom('employees')
      .select(['id', 'legal_id_type'])
      .where('company_id', '=', state.lakeside)
      .where('id', '!=', state.ethan)
      .where('legal_id_type', '=', 'ssn')
      .executeTakeFirstOrThrow();
    const colleague = (await call('GET', `/api/employees/${row.id}`, { as: 'owner' })).json();
    const set = await call('PUT', `/api/employees/${row.id}/profile`, {
      as: 'owner',
      payload: {
        firstName: colleague.firstName,
        lastName: colleague.lastName,
        phoneNumber: colleague.phoneNumber,
        address: colleague.address,
        legalIdType: 'ssn',
        legalId: '512-44-8870',
        version: colleague.version,
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    return '512-44-8870';
  };

  it('lets only the employer change an SSN on file', async () => {
    const before = await digestOf(state.ethan);
    expect(before).not.toBeNull();
    const refused = await putOwnProfile('512-44-8871');
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'employee.legal_id_locked',
      errors: [{ path: 'legalId' }],
    });
    expect(await digestOf(state.ethan)).toBe(before);

    const byOwner = await putOwnProfile('512-44-8871', 'owner');
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json()).toMatchObject({ legalId: '***-**-8871' });
  });

  it(`stops an employee entering colleagues' numbers after ${OWN_LEGAL_ID_TRIES} refusals a day`, async () => {
    await db()
      .updateTable('employees')
      .set({
        legal_id_type: null,
        legal_id_encrypted: null,
        legal_id_last4: null,
        legal_id_digest: null,
      })
      .where('id', '=', state.ethan)
      .execute();
    const taken = await colleagueSsn();
    for (let attempt = 1; attempt <= OWN_LEGAL_ID_TRIES; attempt += 1) {
      const answer = await putOwnProfile(taken);
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'employee.legal_id_taken' });
    }
    const stopped = await putOwnProfile('512-44-8872');
    expect(stopped.statusCode, stopped.body).toBe(429);
    expect(stopped.json()).toMatchObject({ code: 'employee.legal_id_tries' });
    expect(await digestOf(state.ethan)).toBeNull();

    // A day later the employee may enter their own number once.
    state.harness.clock.advance(24 * 60 * 60 * 1000 + 1000);
    await signInAgain();
    const own = await putOwnProfile('512-44-8873');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ legalId: '***-**-8873' });
  });
});
