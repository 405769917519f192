import { describe, expect, it } from 'vitest';
import { fieldOfPath, problemFieldErrors } from '@web/shared/forms/problem';
import { authMessages, validationMessageId } from '../components/validation-message-id';
import { messageIdOf } from '@web/shared/forms/message-table';
import en from '../locales/en.json';
import { authCodeMessages, showServerFieldErrors } from '../components/server-field-errors';

const failure = (errors: unknown) => ({ status: 409, body: { detail: 'x', errors } });

describe('server field errors', () => {
  it('reads errors[] from a problem body and ignores anything else', () => {
    expect(
      problemFieldErrors(
        failure([{ path: 'email', message: 'is already registered', code: 'auth.email_taken' }]),
      ),
    ).toEqual([{ path: 'email', message: 'is already registered', code: 'auth.email_taken' }]);
    expect(problemFieldErrors(failure('nope'))).toEqual([]);
    expect(problemFieldErrors({ status: 500, body: 'Wrong Services' })).toEqual([]);
    expect(problemFieldErrors(undefined)).toEqual([]);
  });

  it('maps schema paths and service paths to the form’s fields', () => {
    expect(fieldOfPath('body.password', ['email', 'password'])).toBe('password');
    expect(fieldOfPath('email', ['email', 'password'])).toBe('email');
    expect(fieldOfPath('token', ['email', 'password'])).toBeUndefined();
  });

  it('gives every known server code a catalogue text; an unknown one shows the server’s words', () => {
    for (const id of Object.values(authCodeMessages)) expect(Object.keys(en)).toContain(id);
    const unknown = { type: 'server', message: 'Something new happened' };
    expect(messageIdOf(authMessages, unknown)).toBeNull();
    expect(validationMessageId({ type: 'server', message: 'auth.validation.emailTaken' })).toBe(
      'auth.validation.emailTaken',
    );
  });

  it('sets an error on each named field the form has, by code and never by English text', () => {
    const set: [string, string | undefined][] = [];
    showServerFieldErrors<{ email: string; password: string }>(
      failure([
        { path: 'email', message: 'is already registered', code: 'auth.email_taken' },
        {
          path: 'body.password',
          message: 'This password is too common; choose one that is harder to guess',
          code: 'auth.password_too_common',
        },
        { path: 'password', message: 'is not correct' },
        { path: 'token', message: 'is invalid', code: 'auth.reset_token_invalid' },
      ]),
      ['email', 'password'],
      (name, error) => set.push([name, error.message]),
    );
    expect(set).toEqual([
      ['email', 'auth.validation.emailTaken'],
      ['password', 'auth.validation.passwordTooCommon'],
      ['password', 'is not correct'],
    ]);
  });
});
