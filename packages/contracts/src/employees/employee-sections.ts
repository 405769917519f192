import * as z from '../z';
import { emailSchema, usPhoneSchema } from '../auth/auth-requests';
import { usStateSchema, zipCodeSchema } from '../companies/fields';
import { paycheckDateSchema } from '../paycheck/fields';
import { recordIdSchema } from '../record-keys';
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
    z
      .string({ error: missing })
      .check(z.trim(), z.minLength(1, missing), z.maxLength(100, 'Use at most 100 characters')),
  );
const optionalLine = (max = 100) =>
  plainLine(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, `Use at most ${max} characters`))),
  );

/** Whole cents of a pay rate: cents a year for a salary, cents an hour for hourly pay. */
export const payRateCentsSchema = z
  .number({ error: 'Enter the pay rate' })
  .check(
    z.int('Enter the pay rate in whole cents'),
    z.gte(1, 'Enter a pay rate above zero'),
    z.lte(99_999_999_99, 'This pay rate is too large'),
  );

export const employeeAddressSchema = z.object({
  addressLine1: plainLine(
    z.string().check(z.trim(), z.minLength(1, 'Enter the street address'), z.maxLength(200)),
  ),
  addressLine2: optionalLine(200),
  city: plainLine(z.string().check(z.trim(), z.minLength(1, 'Enter the city'), z.maxLength(100))),
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
  birthDate: z.nullish(paycheckDateSchema),
  gender: optionalLine(50),
  maritalStatus: optionalLine(50),
  ethnicity: optionalLine(100),
  veteranStatus: optionalLine(100),
  disabilities: optionalLine(200),
  legalIdType: z.nullish(legalIdTypeSchema),
  legalId: z.nullish(legalIdSchema),
  phoneNumber: z.nullish(usPhoneSchema),
  address: z.nullish(employeeAddressSchema),
};

/** The job (spec §3.5 employment), as the employer sets it. */
export const employmentFields = {
  employmentType: employmentTypeSchema,
  employmentCategory: employmentCategorySchema,
  employmentAuthorizationStatus: z.nullish(employmentAuthorizationStatusSchema),
  jobTitle: plainLine(
    z
      .string({ error: 'Enter the job title' })
      .check(z.trim(), z.minLength(1, 'Enter the job title'), z.maxLength(100)),
  ),
  department: optionalLine(),
  /** The employer's own employee number. */
  employeeId: optionalLine(30),
  supervisorUserId: z.nullish(z.string().check(z.maxLength(64))),
  hireDate: paycheckDateSchema,
  isNewHire: z._default(z.boolean(), true),
  officeAddressId: z.nullish(z.string().check(z.maxLength(64))),
  isRemoteWorker: z._default(z.boolean(), false),
  occupationGroup: optionalLine(),
  /** Where the work is done: the state whose withholding applies. */
  workState: usStateSchema,
  hasOwnership: z._default(z.boolean(), false),
  ownershipPercentage: z.nullish(z.number().check(z.gte(0), z.lte(100))),
};

/** How the employee is paid (spec §3.5 pay). */
export const payFields = {
  /** The pay group's id; the pay frequency follows the group. */
  payGroup: z.nullish(recordIdSchema()),
  paymentType: paymentTypeSchema,
  paymentRate: payRateCentsSchema,
};

export const employeeEmailSchema = emailSchema;
