import { dictionary } from '@zxcvbn-ts/language-common';
import { newPasswordSchema } from '@paydesk/contracts';
import { AppError } from '@paydesk/api/platform/errors/app-error';

// zxcvbn-ts ships ~49,000 common passwords inside the npm package: nothing is fetched at run time.
let common: Set<string> | undefined;
const commonPasswords = (): Set<string> =>
  (common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())));

export const commonPasswordCount = (): number => commonPasswords().size;

/** Length 8–128, not a common password; no composition rules (NIST SP 800-63B). */
export function assertAcceptablePassword(password: string, field: string): void {
  const parsed = newPasswordSchema.safeParse(password);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'is not acceptable';
    throw new AppError('auth.password_invalid', `${message}.`, {
      path: field,
      fieldMessage: message,
    });
  }
  if (commonPasswords().has(password.toLowerCase())) {
    const message = 'This password is too common; choose one that is harder to guess';
    throw new AppError('auth.password_too_common', `${message}.`, {
      path: field,
      fieldMessage: message,
    });
  }
}
