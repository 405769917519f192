import * as z from '../z';
import { paycheckFederalW4Schema, paycheckStateSchema } from '../paycheck/paycheck-request';
import {
  employeeStatusSchema,
  employmentCategorySchema,
  employmentTypeSchema,
  legalIdTypeSchema,
  paymentMethodSchema,
  paymentTypeSchema,
  terminationReasonSchema,
} from './employee-enums';

/** The onboarding steps; each belongs to the employer or is left to the employee (§3.5 flags). */
export const onboardingStepIds = [
  'personal',
  'employment',
  'pay',
  'federal_tax',
  'state_tax',
  'bank_account',
] as const;
export const onboardingStepSchema = z.object({
  id: z.enum(onboardingStepIds),
  owner: z.enum(['employer', 'employee']),
  done: z.boolean(),
});
export type OnboardingStep = z.infer<typeof onboardingStepSchema>;
export type OnboardingStepId = (typeof onboardingStepIds)[number];

/** What would block paying the employee; the payroll's commit check lists the same entries. */
export const readinessCodes = [
  'employee.terminated',
  'employee.legal_id_missing',
  'employee.address_missing',
  'employee.hire_date_missing',
  'employee.work_state_missing',
  'employee.work_state_unsupported',
  'employee.pay_rate_missing',
  'employee.pay_group_missing',
  'employee.federal_tax_missing',
  'employee.state_tax_missing',
  'employee.bank_account_missing',
] as const;
export type ReadinessCode = (typeof readinessCodes)[number];
export const readinessItemSchema = z.object({
  code: z.enum(readinessCodes),
  /** The field or section to fix, as named in the employee record. */
  path: z.string(),
  message: z.string(),
});
export type ReadinessItem = z.infer<typeof readinessItemSchema>;

export const invitationStatuses = ['none', 'pending', 'expired', 'accepted'] as const;
export const employeeInvitationSchema = z.object({
  status: z.enum(invitationStatuses),
  sentAt: z.nullable(z.string()),
  expiresAt: z.nullable(z.string()),
});

const text = z.nullable(z.string());

/** The employee record (API.md): every §3.5 field, the legal id masked, and the computed parts. */
export const employeeSchema = z
  .object({
    id: z.string(),
    companyId: z.string(),
    /** The company's name (spec §3.5 `company`). */
    company: z.string(),
    status: employeeStatusSchema,
    version: z.number().check(z.int()),
    firstName: z.string(),
    middleName: text,
    lastName: z.string(),
    preferredName: text,
    namePrefix: text,
    nameSuffix: text,
    birthDate: text,
    gender: text,
    maritalStatus: text,
    ethnicity: text,
    veteranStatus: text,
    disabilities: text,
    legalIdType: z.nullable(legalIdTypeSchema),
    /** Masked: `***-**-1234`. */
    legalId: text,
    email: z.string(),
    phoneNumber: text,
    address: z.nullable(
      z.object({
        addressLine1: z.string(),
        addressLine2: text,
        city: z.string(),
        state: z.string(),
        zipCode: z.string(),
      }),
    ),
    employmentType: z.nullable(employmentTypeSchema),
    employmentCategory: z.nullable(employmentCategorySchema),
    employmentAuthorizationStatus: text,
    hasOwnership: z.boolean(),
    ownershipPercentage: z.nullable(z.number()),
    jobTitle: text,
    department: text,
    employeeId: text,
    supervisorUserId: text,
    hireDate: text,
    isNewHire: z.boolean(),
    officeAddressId: text,
    isRemoteWorker: z.boolean(),
    occupationGroup: text,
    workState: text,
    payGroup: text,
    paymentFrequency: text,
    paymentType: z.nullable(paymentTypeSchema),
    paymentRate: z.nullable(z.number().check(z.int())),
    paymentMethod: paymentMethodSchema,
    federalTax: z.nullable(paycheckFederalW4Schema),
    stateTax: z.nullable(paycheckStateSchema),
    federalTaxFilingStatus: text,
    federalTaxExemptionStatus: z.nullable(z.enum(['exempt', 'not_exempt'])),
    stateTaxFilingStatus: text,
    stateTaxExemptionStatus: z.nullable(z.enum(['exempt', 'not_exempt'])),
    employeeWillInformBankAccount: z.boolean(),
    employeeWillInformFederalTax: z.boolean(),
    employeeWillInformI9Form: z.boolean(),
    employeeWillInformStateTax: z.boolean(),
    employeeWillInformW9Form: z.boolean(),
    terminationDate: text,
    terminationReason: z.nullable(terminationReasonSchema),
    onboarding: z.object({ steps: z.array(onboardingStepSchema) }),
    readiness: z.array(readinessItemSchema),
    invitation: employeeInvitationSchema,
  })
  .register(z.globalRegistry, { id: 'Employee' });
export type Employee = z.infer<typeof employeeSchema>;

/** A row of `GET /companies/{id}/employees`. */
export const employeeListItemSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    jobTitle: text,
    status: employeeStatusSchema,
    payGroupId: text,
    hireDate: text,
  })
  .register(z.globalRegistry, { id: 'EmployeeListItem' });
export type EmployeeListItem = z.infer<typeof employeeListItemSchema>;
