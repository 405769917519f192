import { describe, expect, it } from 'vitest';
import { isInvitationRefused } from '../model/invitation';

const failure = (body: object) => ({ status: 400, body });

describe('an invitation the server refused', () => {
  it('is the link’s fault when the code or the path names the token', () => {
    expect(isInvitationRefused(failure({ code: 'employee.invitation_invalid' }))).toBe(true);
    expect(
      isInvitationRefused(
        failure({
          code: 'validation',
          errors: [{ path: 'body.token', message: 'is used', code: 'employee.invitation_invalid' }],
        }),
      ),
    ).toBe(true);
  });

  it('is the password’s fault when only the new password is named', () => {
    expect(
      isInvitationRefused(
        failure({
          code: 'auth.password_too_common',
          errors: [
            { path: 'newPassword', message: 'is too common', code: 'auth.password_too_common' },
          ],
        }),
      ),
    ).toBe(false);
  });

  it('is not refused without an error, nor for a failure without a body', () => {
    expect(isInvitationRefused(null)).toBe(false);
    expect(isInvitationRefused({ status: 503, body: 'Wrong Services' })).toBe(false);
  });
});
