import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { decryptSecret } from '../crypto';
import { rotateSecrets } from './rotate-secrets';

describe(`encryption key rotation on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ seed: true });
  });
  afterAll(async () => harness.close());

  const secrets = async () =>
    harness.context.database.db
      .selectFrom('employees')
      .select(['id', 'legal_id_encrypted'])
      .where('legal_id_encrypted', 'is not', null)
      .orderBy('id')
      .execute();

  const tins = async () =>
    harness.context.database.db
      .selectFrom('contractors')
      .select(['id', 'tin_encrypted', 'tin_digest'])
      .where('tin_encrypted', 'is not', null)
      .orderBy('id')
      .execute();

  const accountNumbers = async () =>
    harness.context.database.db
      .selectFrom('bank_accounts')
      .select(['id', 'account_number_encrypted'])
      .orderBy('id')
      .execute();

  it('re-encrypts every SSN and bank account number with the new key, the same numbers inside', async () => {
    const oldKey = harness.context.config.encryptionKey;
    const before = await secrets();
    const accountsBefore = await accountNumbers();
    const tinsBefore = await tins();
    expect(tinsBefore.length).toBeGreaterThan(0);
    expect(before.length).toBeGreaterThan(10);
    expect(accountsBefore.length).toBeGreaterThan(10);
    const plain = before.map((row) => decryptSecret(oldKey, row.legal_id_encrypted!));
    const plainAccounts = accountsBefore.map((row) =>
      decryptSecret(oldKey, row.account_number_encrypted),
    );
    const newKey = randomBytes(32);
    expect(await rotateSecrets(harness.context.database.db, oldKey, newKey)).toBe(
      before.length + accountsBefore.length + tinsBefore.length,
    );
    const tinsAfter = await tins();
    expect(tinsAfter.map((row) => decryptSecret(newKey, row.tin_encrypted!))).toEqual(
      tinsBefore.map((row) => decryptSecret(oldKey, row.tin_encrypted!)),
    );
    // The digest follows the key, so a duplicate TIN is still found after the rotation.
    expect(tinsAfter[0]!.tin_digest).not.toBe(tinsBefore[0]!.tin_digest);
    const after = await secrets();
    expect(after.map((row) => decryptSecret(newKey, row.legal_id_encrypted!))).toEqual(plain);
    expect(
      (await accountNumbers()).map((row) => decryptSecret(newKey, row.account_number_encrypted)),
    ).toEqual(plainAccounts);
    expect(() => decryptSecret(oldKey, after[0]!.legal_id_encrypted!)).toThrow();
  });

  it('changes nothing when the old key is not the one in use', async () => {
    const before = await secrets();
    await expect(
      rotateSecrets(harness.context.database.db, randomBytes(32), randomBytes(32)),
    ).rejects.toThrow();
    expect(await secrets()).toEqual(before);
  });
});
