import {
  legalIdDigits,
  type CreateEmployeeInput,
  type PaycheckFederalW4,
} from '@paydesk/contracts';
import { encryptSecret, secretDigest } from '@paydesk/api/platform/crypto';
import { LEGAL_ID_DIGEST_PURPOSE } from '@paydesk/api/platform/db/rotate-secrets';
import type { EmployeeValues } from './employee-record-repository';

type IdentityInput = Pick<
  CreateEmployeeInput,
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'preferredName'
  | 'namePrefix'
  | 'nameSuffix'
  | 'birthDate'
  | 'gender'
  | 'maritalStatus'
  | 'ethnicity'
  | 'veteranStatus'
  | 'disabilities'
  | 'legalIdType'
  | 'legalId'
  | 'phoneNumber'
  | 'address'
>;

type EmploymentInput = Pick<
  CreateEmployeeInput,
  | 'employmentType'
  | 'employmentCategory'
  | 'employmentAuthorizationStatus'
  | 'jobTitle'
  | 'department'
  | 'employeeId'
  | 'supervisorUserId'
  | 'hireDate'
  | 'isNewHire'
  | 'officeAddressId'
  | 'isRemoteWorker'
  | 'occupationGroup'
  | 'workState'
  | 'paymentType'
  | 'paymentRate'
  | 'paymentMethod'
>;

/** The sealed legal id and what is kept beside it: last four digits and the keyed digest. */
export function legalIdColumns(key: Buffer, type: string, typed: string) {
  const digits = legalIdDigits(typed) ?? typed;
  return {
    legal_id_type: type,
    legal_id_encrypted: encryptSecret(key, digits),
    legal_id_last4: digits.slice(-4),
    legal_id_digest: legalIdDigest(key, digits),
  };
}

export const legalIdDigest = (key: Buffer, typed: string): string =>
  secretDigest(key, LEGAL_ID_DIGEST_PURPOSE, legalIdDigits(typed) ?? typed);

/**
 * Identity and address as columns. A legal id left out keeps the stored one: answers show it only
 * masked, so a form cannot send it back.
 */
export function identityColumns(input: IdentityInput, key: Buffer): EmployeeValues {
  return {
    first_name: input.firstName,
    middle_name: input.middleName ?? null,
    last_name: input.lastName,
    preferred_name: input.preferredName ?? null,
    name_prefix: input.namePrefix ?? null,
    name_suffix: input.nameSuffix ?? null,
    birth_date: input.birthDate ?? null,
    gender: input.gender ?? null,
    marital_status: input.maritalStatus ?? null,
    ethnicity: input.ethnicity ?? null,
    veteran_status: input.veteranStatus ?? null,
    disabilities: input.disabilities ?? null,
    phone_number: input.phoneNumber ?? null,
    address_line1: input.address?.addressLine1 ?? null,
    address_line2: input.address?.addressLine2 ?? null,
    city: input.address?.city ?? null,
    state: input.address?.state ?? null,
    zip_code: input.address?.zipCode ?? null,
    ...(input.legalId && input.legalIdType
      ? legalIdColumns(key, input.legalIdType, input.legalId)
      : {}),
  };
}

/** The job and its pay (the pay group and frequency are checked and set by the service). */
export function employmentColumns(input: EmploymentInput): EmployeeValues {
  return {
    employment_type: input.employmentType,
    employment_category: input.employmentCategory,
    employment_authorization_status: input.employmentAuthorizationStatus ?? null,
    job_title: input.jobTitle,
    department: input.department ?? null,
    employee_number: input.employeeId ?? null,
    supervisor_user_id: input.supervisorUserId ?? null,
    hire_date: input.hireDate,
    is_new_hire: input.isNewHire ? 1 : 0,
    office_address_id: input.officeAddressId ?? null,
    is_remote_worker: input.isRemoteWorker ? 1 : 0,
    occupation_group: input.occupationGroup ?? null,
    work_state: input.workState,
    payment_type: input.paymentType,
    payment_rate_cents: input.paymentRate,
    payment_method: input.paymentMethod,
  };
}

/** The W-4 as columns; both forms write every column, so nothing of an older form lingers. */
export function federalTaxColumns(w4: PaycheckFederalW4 | null): EmployeeValues {
  if (w4 === null) {
    return { w4_version: null, federal_filing_status: null };
  }
  const common = {
    w4_version: w4.w4Version,
    federal_filing_status: w4.filingStatus,
    federal_extra_withholding_cents: w4.extraWithholdingCents,
    federal_exempt: w4.exempt ? 1 : 0,
  };
  return w4.w4Version === '2020'
    ? {
        ...common,
        federal_multiple_jobs: w4.multipleJobs ? 1 : 0,
        federal_dependents_cents: w4.dependentsCents,
        federal_other_income_cents: w4.otherIncomeCents,
        federal_deductions_cents: w4.deductionsCents,
        federal_allowances: 0,
      }
    : {
        ...common,
        federal_multiple_jobs: 0,
        federal_dependents_cents: 0,
        federal_other_income_cents: 0,
        federal_deductions_cents: 0,
        federal_allowances: w4.allowances,
      };
}

/** The state certificate as stored: its JSON, plus filing status and exemption when it has them. */
export function stateTaxColumns(
  certificate: ({ code: string } & Record<string, unknown>) | null,
): EmployeeValues {
  if (certificate === null) return { state_certificate: null, state_filing_status: null };
  return {
    state_certificate: JSON.stringify(certificate),
    state_filing_status:
      typeof certificate.filingStatus === 'string' ? certificate.filingStatus : null,
    state_exempt: certificate.exempt === true ? 1 : 0,
  };
}
