import { z } from 'zod';
import { emailSchema, usPhoneSchema } from '../auth/auth-requests';
import { usStateSchema, zipCodeSchema } from '../companies/fields';
import { paycheckDateSchema } from '../paycheck/fields';
import { plainLine } from '../text';
import {
  employmentAuthorizationStatusSchema,
  employmentCategorySchema,
  employmentTypeSchema,
  legalIdTypeSchema,
  paymentTypeSchema,
} from './employee-enums';
import { legalIdSchema } from './legal-id';

const name = (missing: string) =>
  plainLine(
    z.string({ error: missing }).trim().min(1, missing).max(100, 'Use at most 100 characters'),
  );
const optionalLine = (max = 100) =>
  plainLine(z.string().trim().max(max, `Use at most ${max} characters`).nullish());

/** Whole cents of a pay rate: cents a year for a salary, cents an hour for hourly pay. */
export const payRateCentsSchema = z
  .number({ error: 'Enter the pay rate' })
  .int('Enter the pay rate in whole cents')
  .min(1, 'Enter a pay rate above zero')
  .max(99_999_999_99, 'This pay rate is too large');

export const employeeAddressSchema = z.object({
  addressLine1: plainLine(z.string().trim().min(1, 'Enter the street address').max(200)),
  addressLine2: optionalLine(200),
  city: plainLine(z.string().trim().min(1, 'Enter the city').max(100)),
  state: usStateSchema,
  zipCode: zipCodeSchema,
});
export type EmployeeAddress = z.infer<typeof employeeAddressSchema>;

/** Who the employee is (spec §3.5 identity), as the employer or the employee types it. */
export const identityFields = {
  firstName: name('Enter the first name'),
  middleName: optionalLine(),
  lastName: name('Enter the last name'),
  preferredName: optionalLine(),
  namePrefix: optionalLine(20),
  nameSuffix: optionalLine(20),
  birthDate: paycheckDateSchema.nullish(),
  gender: optionalLine(50),
  maritalStatus: optionalLine(50),
  ethnicity: optionalLine(100),
  veteranStatus: optionalLine(100),
  disabilities: optionalLine(200),
  legalIdType: legalIdTypeSchema.nullish(),
  legalId: legalIdSchema.nullish(),
  phoneNumber: usPhoneSchema.nullish(),
  address: employeeAddressSchema.nullish(),
};

/** The job (spec §3.5 employment), as the employer sets it. */
export const employmentFields = {
  employmentType: employmentTypeSchema,
  employmentCategory: employmentCategorySchema,
  employmentAuthorizationStatus: employmentAuthorizationStatusSchema.nullish(),
  jobTitle: plainLine(
    z.string({ error: 'Enter the job title' }).trim().min(1, 'Enter the job title').max(100),
  ),
  department: optionalLine(),
  /** The employer's own employee number. */
  employeeId: optionalLine(30),
  supervisorUserId: z.string().max(64).nullish(),
  hireDate: paycheckDateSchema,
  isNewHire: z.boolean().default(true),
  officeAddressId: z.string().max(64).nullish(),
  isRemoteWorker: z.boolean().default(false),
  occupationGroup: optionalLine(),
  /** Where the work is done: the state whose withholding applies. */
  workState: usStateSchema,
  hasOwnership: z.boolean().default(false),
  ownershipPercentage: z.number().min(0).max(100).nullish(),
};

/** How the employee is paid (spec §3.5 pay). */
export const payFields = {
  /** The pay group's id; the pay frequency follows the group. */
  payGroup: z.string().max(64).nullish(),
  paymentType: paymentTypeSchema,
  paymentRate: payRateCentsSchema,
};

export const employeeEmailSchema = emailSchema;
