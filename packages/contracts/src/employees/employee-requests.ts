import * as z from '../z';
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
import { versionSchema } from '../record-keys';

/** The flags of sections the employee completes in self-service (spec §3.5). */
export const employeeWillInformFields = {
  employeeWillInformBankAccount: z._default(z.boolean(), false),
  employeeWillInformFederalTax: z._default(z.boolean(), false),
  employeeWillInformI9Form: z._default(z.boolean(), false),
  employeeWillInformStateTax: z._default(z.boolean(), false),
  employeeWillInformW9Form: z._default(z.boolean(), false),
};

/**
 * The filing statuses of the 2020 and later W-4 (Step 1(c)): three boxes, the first of which is
 * "Single or Married filing separately". An employee's W-4 holds only what the form offers.
 */
export const W4_FROM_2020_FILING_STATUSES = [
  'single',
  'married_jointly',
  'head_of_household',
] as const;

const [paycheckW4From2020, paycheckW4Before2020] = paycheckFederalW4Schema.def.options;
const employeeW4From2020Schema = z.extend(paycheckW4From2020, {
  filingStatus: z.enum(W4_FROM_2020_FILING_STATUSES, {
    error:
      'The 2020 and later W-4 has three filing statuses: single (also for married filing separately), married_jointly or head_of_household',
  }),
});

/**
 * The W-4 as the paycheck request's `federal` object, its filing status as the form has it
 * (the stateless calculator still takes `married_separately`, computed as single).
 */
export const federalTaxSchema = z.discriminatedUnion('w4Version', [
  employeeW4From2020Schema,
  paycheckW4Before2020,
]);
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
    paymentMethod: z._default(paymentMethodSchema, 'direct_deposit'),
    bankAccount: z.nullish(bankAccountFieldsSchema),
    federalTax: z.nullish(federalTaxSchema),
    stateTax: z.nullish(stateTaxSchema),
    ...employeeWillInformFields,
  })
  .check(z.superRefine(checkLegalId))
  .register(z.globalRegistry, { id: 'CreateEmployeeRequest' });
export type CreateEmployeeRequest = z.input<typeof createEmployeeRequestSchema>;
export type CreateEmployeeInput = z.output<typeof createEmployeeRequestSchema>;

/**
 * `PUT /employees/{id}/profile`: identity and address. `legalId` left out keeps the stored one
 * (answers only ever show it masked); the email is the sign-in and does not change here.
 */
export const employeeProfileRequestSchema = z
  .object({ ...identityFields, version: versionSchema })
  .check(z.superRefine(checkLegalId))
  .register(z.globalRegistry, { id: 'EmployeeProfileRequest' });
export type EmployeeProfileRequest = z.input<typeof employeeProfileRequestSchema>;

/** `PUT /employees/{id}/employment-details`: the job, the pay and how it is paid. */
export const employmentDetailsRequestSchema = z
  .object({
    ...employmentFields,
    ...payFields,
    paymentMethod: z._default(paymentMethodSchema, 'direct_deposit'),
    version: versionSchema,
  })
  .register(z.globalRegistry, { id: 'EmploymentDetailsRequest' });
export type EmploymentDetailsRequest = z.input<typeof employmentDetailsRequestSchema>;

/** `PUT /employees/{id}/federal-tax`: the W-4 (2020 or 2019 form) and the version. */
export const federalTaxRequestSchema = z
  .discriminatedUnion('w4Version', [
    z.extend(employeeW4From2020Schema, { version: versionSchema }),
    z.extend(paycheckW4Before2020, { version: versionSchema }),
  ])
  .register(z.globalRegistry, { id: 'FederalTaxRequest' });
export type FederalTaxRequest = z.input<typeof federalTaxRequestSchema>;

/** `PUT /employees/{id}/state-tax`: `code`, that state's certificate fields and the version. */
export const stateTaxRequestSchema = z
  .extend(paycheckStateSchema, { version: versionSchema })
  .register(z.globalRegistry, { id: 'StateTaxRequest' });
export type StateTaxRequest = z.input<typeof stateTaxRequestSchema>;

/** The headers of `DELETE /employees/{id}` (HTTP header names arrive lower-cased). */
export const terminationHeadersSchema = z.object({
  'termination-date': paycheckDateSchema,
  'termination-reason': terminationReasonSchema,
  'override-current-payroll': z.optional(
    z.enum(['true', 'false'], { error: 'Override-Current-Payroll must be true or false' }),
  ),
});

/** The company's employee list: `status` and `q` (name or email). */
export const employeeListQuerySchema = z.object({
  status: z.optional(z.enum(['onboarding', 'active', 'terminated'])),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** The older name of `q`, still accepted. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});

/** `POST /invitations/accept`: the link's token and the new password. */
export const acceptInvitationRequestSchema = z
  .object({
    token: z.string().check(z.minLength(1), z.maxLength(200)),
    newPassword: newPasswordSchema,
  })
  .register(z.globalRegistry, { id: 'AcceptInvitationRequest' });
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;
