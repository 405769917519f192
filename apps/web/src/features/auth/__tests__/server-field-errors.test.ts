import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import {
  fieldOfPath,
  serverFieldErrors,
  serverMessageId,
  showServerFieldErrors,
} from '../components/server-field-errors';

const failure = (errors: unknown) => ({ status: 409, body: { detail: 'x', errors } });

describe('server field errors', () => {
  it('reads errors[] from a problem body and ignores anything else', () => {
    expect(
      serverFieldErrors(failure([{ path: 'email', message: 'is already registered' }])),
    ).toEqual([{ path: 'email', message: 'is already registered' }]);
    expect(serverFieldErrors(failure('nope'))).toEqual([]);
    expect(serverFieldErrors({ status: 500, body: 'Wrong Services' })).toEqual([]);
    expect(serverFieldErrors(undefined)).toEqual([]);
  });

  it('maps schema paths and service paths to the form’s fields', () => {
    expect(fieldOfPath('body.password', ['email', 'password'])).toBe('password');
    expect(fieldOfPath('email', ['email', 'password'])).toBe('email');
    expect(fieldOfPath('token', ['email', 'password'])).toBeUndefined();
  });

  it('gives every known server message a catalogue text, others a generic one', () => {
    for (const message of [
      'is already registered',
      'This password is too common; choose one that is harder to guess',
      'is not correct',
      'does not match the new password',
    ]) {
      expect(Object.keys(en)).toContain(serverMessageId(message));
    }
    expect(serverMessageId('something new')).toBe('auth.validation.invalid');
  });

  it('sets an error on each named field the form has', () => {
    const set: [string, string | undefined][] = [];
    showServerFieldErrors<{ email: string; password: string }>(
      failure([
        { path: 'email', message: 'is already registered' },
        {
          path: 'body.password',
          message: 'This password is too common; choose one that is harder to guess',
        },
        { path: 'token', message: 'is invalid' },
      ]),
      ['email', 'password'],
      (name, error) => set.push([name, error.message]),
    );
    expect(set).toEqual([
      ['email', 'auth.validation.emailTaken'],
      ['password', 'auth.validation.passwordTooCommon'],
    ]);
  });
});
