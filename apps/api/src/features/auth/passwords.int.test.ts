import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@paydesk/api/platform/db/seed/demo-people';
import { bearer, signInAs } from '@paydesk/api/test-support/sign-in';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

describe(`passwords on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ seed: true });
  });
  afterAll(async () => harness.close());

  const post = (url: string, payload: unknown) =>
    harness.app.inject({ method: 'POST', url, payload: payload as object });
  const outbox = async () => {
    const admin = await signInAs(harness.app, 'admin@paydesk.test');
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: bearer(admin.accessToken),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { to: string; subject: string; text: string }[];
  };
  const lastMailTo = async (to: string) => (await outbox()).find((mail) => mail.to === to)!;
  const tokenFrom = (text: string) => {
    const match = /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text);
    if (!match) throw new Error(`no reset link in ${text}`);
    return decodeURIComponent(match[1]!);
  };

  it('answers 202 for known and unknown emails alike, and mails only the known one', async () => {
    const known = await post('/api/password-reset', { email: 'employee@paydesk.test' });
    const unknown = await post('/api/password-reset', { email: 'ghost@paydesk.test' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    const mails = await outbox();
    expect(mails.filter((mail) => mail.to === 'employee@paydesk.test')).toHaveLength(1);
    expect(mails.filter((mail) => mail.to === 'ghost@paydesk.test')).toHaveLength(0);
    expect(mails[0]!.text).toContain('/reset-password?token=');
  });

  it('resets once with the token, revokes sessions, and refuses the token a second time', async () => {
    const session = await signInAs(harness.app, 'employee@paydesk.test');
    await post('/api/password-reset', { email: 'employee@paydesk.test' });
    const token = tokenFrom(
      (await outbox()).find((mail) => mail.to === 'employee@paydesk.test')!.text,
    );
    const confirm = await post('/api/password-reset/confirm', {
      token,
      newPassword: 'a brand new secret 42',
    });
    expect(confirm.statusCode).toBe(204);
    const again = await post('/api/password-reset/confirm', {
      token,
      newPassword: 'another new secret 43',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toContain('invalid or has expired');
    const oldSession = await harness.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: bearer(session.refreshToken),
    });
    expect(oldSession.statusCode).toBe(401);
    await signInAs(harness.app, 'employee@paydesk.test', 'a brand new secret 42');
  });

  it('refuses a reset token after 30 minutes', async () => {
    await post('/api/password-reset', { email: 'owner@paydesk.test' });
    const token = tokenFrom(
      (await outbox()).find((mail) => mail.to === 'owner@paydesk.test')!.text,
    );
    harness.clock.advance(30 * 60_000 + 1000);
    const confirm = await post('/api/password-reset/confirm', {
      token,
      newPassword: 'a brand new secret 44',
    });
    expect(confirm.statusCode).toBe(400);
    await signInAs(harness.app, 'owner@paydesk.test');
  });

  it('writes the reset mail in the language of Accept-Language, English otherwise, the link intact', async () => {
    const ask = (language?: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/api/password-reset',
        payload: { email: 'contractor@paydesk.test' },
        headers: language === undefined ? {} : { 'accept-language': language },
      });
    const link = `${harness.context.config.publicUrl}/reset-password?token=`;

    expect((await ask('fr-FR,fr;q=0.9,en;q=0.8')).statusCode).toBe(202);
    const french = await lastMailTo('contractor@paydesk.test');
    expect(french.subject).toBe('Réinitialisez votre mot de passe Paydesk');
    expect(french.text).toContain('Bonjour Chloe,');
    expect(french.text).toContain(
      `Utilisez ce lien dans les 30 minutes pour choisir un nouveau mot de passe :\n${link}`,
    );
    expect(french.text).toContain('votre mot de passe reste inchangé.');
    expect(tokenFrom(french.text).length).toBeGreaterThan(20);

    await ask('zh-CN,zh;q=0.9');
    const chinese = await lastMailTo('contractor@paydesk.test');
    expect(chinese.subject).toBe('重置您的 Paydesk 密码');
    expect(chinese.text).toContain(`请在 30 分钟内通过此链接设置新密码：\n${link}`);

    await ask('ro');
    const romanian = await lastMailTo('contractor@paydesk.test');
    expect(romanian.subject).toBe('Resetați parola Paydesk');
    expect(romanian.text).toContain(`alege o parolă nouă:\n${link}`);

    for (const language of [undefined, 'de-DE, es;q=0.5']) {
      await ask(language);
      const english = await lastMailTo('contractor@paydesk.test');
      expect(english.subject).toBe('Reset your Paydesk password');
      expect(english.text).toContain(
        `Use this link within 30 minutes to choose a new password:\n${link}`,
      );
    }

    // The translated mail's link resets the password like the English one.
    const confirm = await post('/api/password-reset/confirm', {
      token: tokenFrom(chinese.text),
      newPassword: 'a brand new secret 45',
    });
    expect(confirm.statusCode).toBe(204);
  });

  it.each([
    ['too short', 'short', 'at least 8'],
    ['too long', 'x'.repeat(129), 'at most 128'],
    ['common', 'password1', 'too common'],
    ['common, other case', 'Qwerty123', 'too common'],
  ])('rejects a %s password with a readable detail', async (_name, newPassword, detail) => {
    const pair = await signInAs(harness.app, 'admin@paydesk.test');
    const response = await harness.app.inject({
      method: 'PUT',
      url: '/api/my-password',
      headers: bearer(pair.accessToken),
      payload: { oldPassword: DEMO_PASSWORD, newPassword, confirmPassword: newPassword },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(detail);
    await signInAs(harness.app, 'admin@paydesk.test');
  });

  it('changes the password: wrong old one and mismatch are 400s; success revokes other sessions only', async () => {
    const current = await signInAs(harness.app, 'admin@paydesk.test');
    const other = await signInAs(harness.app, 'admin@paydesk.test');
    const change = (payload: object) =>
      harness.app.inject({
        method: 'PUT',
        url: '/api/my-password',
        headers: bearer(current.accessToken),
        payload,
      });
    const wrongOld = await change({
      oldPassword: 'nope-nope',
      newPassword: 'lighthouse keeper 7',
      confirmPassword: 'lighthouse keeper 7',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().detail).toBe('Your current password is not correct.');
    const mismatch = await change({
      oldPassword: DEMO_PASSWORD,
      newPassword: 'lighthouse keeper 7',
      confirmPassword: 'lighthouse keeper 8',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().detail).toBe('The new password and its confirmation do not match.');
    // Used once before the change, so its sign-in is remembered as open and must be forgotten.
    const otherBefore = await harness.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(other.accessToken),
    });
    expect(otherBefore.statusCode).toBe(200);
    const ok = await change({
      oldPassword: DEMO_PASSWORD,
      newPassword: 'lighthouse keeper 7',
      confirmPassword: 'lighthouse keeper 7',
    });
    expect(ok.statusCode).toBe(204);
    const refreshOther = await harness.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: bearer(other.refreshToken),
    });
    expect(refreshOther.statusCode).toBe(401);
    const refreshCurrent = await harness.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: bearer(current.refreshToken),
    });
    expect(refreshCurrent.statusCode).toBe(200);
    // The other sign-in's access token stops at once; this one's keeps working.
    const me = (token: string) =>
      harness.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect((await me(other.accessToken)).statusCode).toBe(401);
    expect((await me(current.accessToken)).statusCode).toBe(200);
    const actions = (
      await harness.context.database.db.selectFrom('audit_events').select('action').execute()
    ).map((r) => r.action);
    expect(actions).toContain('auth.password-changed');
    expect(actions).toContain('auth.password-reset');
  });
});
