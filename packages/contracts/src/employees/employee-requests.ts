import { z } from 'zod';
import { newPasswordSchema } from '../auth/password';
import { bankAccountFieldsSchema } from '../bank-accounts/bank-account-input';
import { paycheckFederalW4Schema, paycheckStateSchema } from '../paycheck/paycheck-request';
import { paycheckDateSchema } from '../paycheck/fields';
import { paymentMethodSchema, terminationReasonSchema } from './employee-enums';
import {
  employeeEmailSchema,
  employmentFields,
  identityFields,
  payFields,
} from './employee-sections';
import { checkLegalId } from './legal-id';

const versionSchema = z
  .number({ error: 'Send the version you read' })
  .int('Send the version you read')
  .min(1, 'Send the version you read');

/** The flags of sections the employee completes in self-service (spec §3.5). */
export const employeeWillInformFields = {
  employeeWillInformBankAccount: z.boolean().default(false),
  employeeWillInformFederalTax: z.boolean().default(false),
  employeeWillInformI9Form: z.boolean().default(false),
  employeeWillInformStateTax: z.boolean().default(false),
  employeeWillInformW9Form: z.boolean().default(false),
};

/** The W-4 as the paycheck request's `federal` object. */
export const federalTaxSchema = paycheckFederalW4Schema;
/** `code` (the work state) and that state's certificate fields, checked by the engine. */
export const stateTaxSchema = paycheckStateSchema;

/**
 * `POST /employees`: the onboarding draft of spec §3.5 plus the payment method and the tax forms.
 * A section the employee will inform may be left out; the employer's sections are required.
 */
export const createEmployeeRequestSchema = z
  .object({
    ...identityFields,
    email: employeeEmailSchema,
    ...employmentFields,
    ...payFields,
    paymentMethod: paymentMethodSchema.default('direct_deposit'),
    bankAccount: bankAccountFieldsSchema.nullish(),
    federalTax: federalTaxSchema.nullish(),
    stateTax: stateTaxSchema.nullish(),
    ...employeeWillInformFields,
  })
  .superRefine(checkLegalId)
  .meta({ id: 'CreateEmployeeRequest' });
export type CreateEmployeeRequest = z.input<typeof createEmployeeRequestSchema>;
export type CreateEmployeeInput = z.output<typeof createEmployeeRequestSchema>;

/**
 * `PUT /employees/{id}/profile`: identity and address. `legalId` left out keeps the stored one
 * (answers only ever show it masked); the email is the sign-in and does not change here.
 */
export const employeeProfileRequestSchema = z
  .object({ ...identityFields, version: versionSchema })
  .superRefine(checkLegalId)
  .meta({ id: 'EmployeeProfileRequest' });
export type EmployeeProfileRequest = z.input<typeof employeeProfileRequestSchema>;

/** `PUT /employees/{id}/employment-details`: the job, the pay and how it is paid. */
export const employmentDetailsRequestSchema = z
  .object({
    ...employmentFields,
    ...payFields,
    paymentMethod: paymentMethodSchema.default('direct_deposit'),
    version: versionSchema,
  })
  .meta({ id: 'EmploymentDetailsRequest' });
export type EmploymentDetailsRequest = z.input<typeof employmentDetailsRequestSchema>;

/** `PUT /employees/{id}/federal-tax`: the W-4 (2020 or 2019 form) and the version. */
export const federalTaxRequestSchema = z
  .discriminatedUnion('w4Version', [
    paycheckFederalW4Schema.options[0].extend({ version: versionSchema }),
    paycheckFederalW4Schema.options[1].extend({ version: versionSchema }),
  ])
  .meta({ id: 'FederalTaxRequest' });
export type FederalTaxRequest = z.input<typeof federalTaxRequestSchema>;

/** `PUT /employees/{id}/state-tax`: `code`, that state's certificate fields and the version. */
export const stateTaxRequestSchema = paycheckStateSchema
  .extend({ version: versionSchema })
  .meta({ id: 'StateTaxRequest' });
export type StateTaxRequest = z.input<typeof stateTaxRequestSchema>;

/** The headers of `DELETE /employees/{id}` (HTTP header names arrive lower-cased). */
export const terminationHeadersSchema = z.object({
  'termination-date': paycheckDateSchema,
  'termination-reason': terminationReasonSchema,
  'override-current-payroll': z
    .enum(['true', 'false'], { error: 'Override-Current-Payroll must be true or false' })
    .optional(),
});

/** The company's employee list: `status` and `q` (name or email). */
export const employeeListQuerySchema = z.object({
  status: z.enum(['onboarding', 'active', 'terminated']).optional(),
  q: z.string().trim().max(100).optional(),
  /** The older name of `q`, still accepted. */
  search: z.string().trim().max(100).optional(),
});

/** `POST /invitations/accept`: the link's token and the new password. */
export const acceptInvitationRequestSchema = z
  .object({ token: z.string().min(1).max(200), newPassword: newPasswordSchema })
  .meta({ id: 'AcceptInvitationRequest' });
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;
