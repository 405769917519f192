import { z } from 'zod';
import { newPasswordSchema } from './password';
import { roleSchema } from './roles';
import { plainLine } from '../text';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .email('Enter a valid email address')
  .max(254);

export const usPhoneSchema = z
  .string()
  .trim()
  .regex(
    /^(\+?1[\s.-]?)?\(?[2-9]\d{2}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/,
    'Enter a US phone number such as (312) 555-0140',
  );

export const loginRequestSchema = z
  .object({
    username: z.string().trim().min(1, 'Enter your email').max(254),
    password: z.string().min(1, 'Enter your password').max(1024),
  })
  .meta({ id: 'LoginRequest' });

export const tokenPairSchema = z
  .object({ accessToken: z.string(), refreshToken: z.string() })
  .meta({ id: 'TokenPair' });

export const signUpRequestSchema = z
  .object({
    firstName: plainLine(z.string().trim().min(1, 'Enter your first name').max(100)),
    lastName: plainLine(z.string().trim().min(1, 'Enter your last name').max(100)),
    email: emailSchema,
    phoneNumber: usPhoneSchema,
    companyName: plainLine(z.string().trim().min(1, 'Enter the company name').max(100)),
    password: newPasswordSchema,
  })
  .meta({ id: 'SignUpRequest' });

export const passwordResetRequestSchema = z
  .object({ email: emailSchema })
  .meta({ id: 'PasswordResetRequest' });

export const passwordResetConfirmSchema = z
  .object({ token: z.string().min(1).max(200), newPassword: newPasswordSchema })
  .meta({ id: 'PasswordResetConfirm' });

export const changePasswordRequestSchema = z
  .object({
    oldPassword: z.string().min(1, 'Enter your current password').max(1024),
    newPassword: newPasswordSchema,
    confirmPassword: z.string().min(1, 'Repeat the new password'),
  })
  .meta({ id: 'ChangePasswordRequest' });

export const meSchema = z
  .object({
    id: z.string(),
    employeeId: z.string().nullable(),
    companyId: z.string().nullable(),
    roles: z.array(roleSchema),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  })
  .meta({ id: 'Me' });

/** The claims of a Paydesk access token. */
export const accessTokenClaimsSchema = z.object({
  sub: z.string(),
  employeeId: z.string().nullable(),
  companyId: z.string().nullable(),
  roles: z.array(roleSchema),
  exp: z.number(),
});

export const outboxMessageSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'OutboxMessage' });

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type TokenPair = z.infer<typeof tokenPairSchema>;
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export type Me = z.infer<typeof meSchema>;
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
