import { describe, expect, it } from 'vitest';
import {
  failureText,
  fieldOfPath,
  problemCode,
  problemFieldErrors,
  showProblemOnFields,
  statusOf,
} from './problem';

const failure = (status: number, body: unknown) => ({ status, body });

describe('problem → form', () => {
  it('reads the status, the domain code and the field errors of a problem body', () => {
    const error = failure(409, {
      detail: 'The company was changed by someone else in the meantime.',
      code: 'company.version_stale',
      errors: [{ path: 'body.name', message: 'is taken', code: 'x.y' }, { path: 3 }],
    });
    expect(statusOf(error)).toBe(409);
    expect(problemCode(error)).toBe('company.version_stale');
    expect(problemFieldErrors(error)).toEqual([
      { path: 'body.name', message: 'is taken', code: 'x.y' },
    ]);
    expect(problemCode(failure(500, 'Wrong Services'))).toBeNull();
    expect(statusOf(new Error('network'))).toBeNull();
  });

  it('finds the form field of a server path, with or without the body. prefix', () => {
    expect(fieldOfPath('body.email', ['email'])).toBe('email');
    expect(fieldOfPath('email', ['email'])).toBe('email');
    expect(fieldOfPath('headers.page-key', ['email'])).toBeUndefined();
  });

  it('puts the feature’s text for a known code on its field, the server’s words otherwise', () => {
    const set: [string, { type: string; message?: string }][] = [];
    showProblemOnFields<{ email: string; name: string }>(
      failure(400, {
        errors: [
          { path: 'body.email', message: 'is already registered', code: 'auth.email_taken' },
          { path: 'name', message: 'must not contain control characters' },
          { path: 'elsewhere', message: 'ignored', code: 'auth.email_taken' },
        ],
      }),
      ['email', 'name'],
      (name, error) => set.push([name, { type: String(error.type), message: error.message }]),
      { 'auth.email_taken': 'auth.validation.emailTaken' },
    );
    expect(set).toEqual([
      ['email', { type: 'server', message: 'auth.validation.emailTaken' }],
      ['name', { type: 'server', message: 'must not contain control characters' }],
    ]);
  });

  it('says a failure by its code first, then the detail of a 409 or 422, else the fallback', () => {
    const stale = failure(409, { detail: 'Changed meanwhile.', code: 'company.version_stale' });
    const texts = (code: string) =>
      code === 'company.version_stale' ? 'Someone else changed it; reload.' : undefined;
    expect(failureText(stale, 'Failed to save changes', texts)).toBe(
      'Someone else changed it; reload.',
    );
    expect(failureText(stale, 'Failed to save changes')).toBe('Changed meanwhile.');
    expect(failureText(failure(422, { detail: 'Not active.' }), 'Failed')).toBe('Not active.');
    expect(failureText(failure(400, { detail: 'Bad.' }), 'Failed to save changes')).toBe(
      'Failed to save changes',
    );
    expect(failureText(failure(503, 'Wrong Services'), 'Failed')).toBe('Failed');
  });
});
