import {
  changePasswordRequestSchema,
  loginRequestSchema,
  passwordResetRequestSchema,
  signUpRequestSchema,
} from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { changePasswordFormSchema, resetPasswordFormSchema } from '../components/password-forms';
import { contractMessages, validationMessageId } from '../components/validation-message-id';
import en from '../locales/en.json';

const catalogue: Record<string, string> = en;

function messagesOf(schema: z.ZodMiniType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('validation messages', () => {
  it('every known contract message has a catalogue entry with the same English text', () => {
    for (const message of contractMessages()) {
      expect(catalogue[validationMessageId({ message })]).toBe(message);
    }
  });

  it('the contracts raise no message the forms cannot translate', () => {
    const raised = [
      ...messagesOf(loginRequestSchema, { username: '', password: '' }),
      ...messagesOf(signUpRequestSchema, {
        firstName: ' ',
        lastName: '',
        email: 'nope',
        phoneNumber: '123',
        companyName: '',
        password: 'short',
      }),
      ...messagesOf(signUpRequestSchema, { password: 'x'.repeat(129) }).filter((message) =>
        message.startsWith('Use'),
      ),
      ...messagesOf(passwordResetRequestSchema, { email: '' }),
      ...messagesOf(changePasswordRequestSchema, {
        oldPassword: '',
        newPassword: '',
        confirmPassword: '',
      }),
    ];
    expect(raised.length).toBeGreaterThan(8);
    for (const message of raised) expect(contractMessages()).toContain(message);
  });

  it('falls back by issue code for messages the contracts do not name', () => {
    expect(validationMessageId({ type: 'too_big', message: 'Too big: expected …' })).toBe(
      'auth.validation.tooLong',
    );
    expect(validationMessageId({ type: 'custom', message: 'whatever' })).toBe(
      'auth.validation.invalid',
    );
    for (const id of ['auth.validation.tooLong', 'auth.validation.invalid']) {
      expect(catalogue[id]).toBeTruthy();
    }
  });

  it('the forms refuse two different new passwords on the repetition field', () => {
    const reset = resetPasswordFormSchema.safeParse({
      newPassword: 'correct horse',
      confirmPassword: 'battery staple',
    });
    expect(reset.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['confirmPassword'], 'auth.validation.passwordsDiffer'],
    ]);
    const change = changePasswordFormSchema.safeParse({
      oldPassword: 'old one',
      newPassword: 'correct horse',
      confirmPassword: 'correct horse',
    });
    expect(change.success).toBe(true);
    expect(catalogue[validationMessageId({ message: 'auth.validation.passwordsDiffer' })]).toBe(
      en['auth.validation.passwordsDiffer'],
    );
  });
});
