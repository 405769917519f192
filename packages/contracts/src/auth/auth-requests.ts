import * as z from '../z';
import { newPasswordSchema } from './password';
import { roleSchema } from './roles';
import { plainLine } from '../text';

export const emailSchema = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.email('Enter a valid email address'), z.maxLength(254));

export const usPhoneSchema = z
  .string()
  .check(
    z.trim(),
    z.regex(
      /^(\+?1[\s.-]?)?\(?[2-9]\d{2}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/,
      'Enter a US phone number such as (312) 555-0140',
    ),
  );

export const loginRequestSchema = z
  .object({
    username: z.string().check(z.trim(), z.minLength(1, 'Enter your email'), z.maxLength(254)),
    password: z.string().check(z.minLength(1, 'Enter your password'), z.maxLength(1024)),
  })
  .register(z.globalRegistry, { id: 'LoginRequest' });

export const tokenPairSchema = z
  .object({ accessToken: z.string(), refreshToken: z.string() })
  .register(z.globalRegistry, { id: 'TokenPair' });

export const signUpRequestSchema = z
  .object({
    firstName: plainLine(
      z.string().check(z.trim(), z.minLength(1, 'Enter your first name'), z.maxLength(100)),
    ),
    lastName: plainLine(
      z.string().check(z.trim(), z.minLength(1, 'Enter your last name'), z.maxLength(100)),
    ),
    email: emailSchema,
    phoneNumber: usPhoneSchema,
    companyName: plainLine(
      z.string().check(z.trim(), z.minLength(1, 'Enter the company name'), z.maxLength(100)),
    ),
    password: newPasswordSchema,
  })
  .register(z.globalRegistry, { id: 'SignUpRequest' });

export const passwordResetRequestSchema = z
  .object({ email: emailSchema })
  .register(z.globalRegistry, { id: 'PasswordResetRequest' });

export const passwordResetConfirmSchema = z
  .object({
    token: z.string().check(z.minLength(1), z.maxLength(200)),
    newPassword: newPasswordSchema,
  })
  .register(z.globalRegistry, { id: 'PasswordResetConfirm' });

export const changePasswordRequestSchema = z
  .object({
    oldPassword: z.string().check(z.minLength(1, 'Enter your current password'), z.maxLength(1024)),
    newPassword: newPasswordSchema,
    confirmPassword: z.string().check(z.minLength(1, 'Repeat the new password')),
  })
  .register(z.globalRegistry, { id: 'ChangePasswordRequest' });

export const meSchema = z
  .object({
    id: z.string(),
    employeeId: z.nullable(z.string()),
    /** The contractor record of a contractor's sign-in (role `myself:contractor-info`). */
    contractorId: z.optional(z.nullable(z.string())),
    companyId: z.nullable(z.string()),
    roles: z.array(roleSchema),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  })
  .register(z.globalRegistry, { id: 'Me' });

/** The claims of a Paydesk access token. */
export const accessTokenClaimsSchema = z.object({
  sub: z.string(),
  employeeId: z.nullable(z.string()),
  /** Absent from tokens signed before contractors had sign-ins. */
  contractorId: z.optional(z.nullable(z.string())),
  companyId: z.nullable(z.string()),
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
  .register(z.globalRegistry, { id: 'OutboxMessage' });

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type TokenPair = z.infer<typeof tokenPairSchema>;
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export type Me = z.infer<typeof meSchema>;
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
