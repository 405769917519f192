import {
  maskLegalId,
  W4_FROM_2020_FILING_STATUSES,
  type Employee,
  type OnboardingStep,
  type ReadinessItem,
} from '@paydesk/contracts';
import type { EmployeeRecordRow } from './employee-record-repository';

export type InvitationState = Employee['invitation'];

const flag = (value: number): boolean => value === 1;

type W4Columns = Pick<
  EmployeeRecordRow,
  | 'w4_version'
  | 'federal_filing_status'
  | 'federal_allowances'
  | 'federal_extra_withholding_cents'
  | 'federal_exempt'
  | 'federal_multiple_jobs'
  | 'federal_dependents_cents'
  | 'federal_other_income_cents'
  | 'federal_deductions_cents'
>;

/**
 * The form's three statuses. Records written before the API refused `married_separately` read as
 * single: the form's first box covers it, and the engine withholds the same for both.
 */
const filingStatusFrom2020 = (
  stored: string | null,
): (typeof W4_FROM_2020_FILING_STATUSES)[number] =>
  W4_FROM_2020_FILING_STATUSES.find((status) => status === stored) ?? 'single';

/** The W-4 as the paycheck request's `federal` object, from the employee's columns. */
export function federalTaxOf(row: W4Columns): Employee['federalTax'] {
  if (row.w4_version === '2019') {
    return {
      w4Version: '2019',
      filingStatus: row.federal_filing_status === 'married' ? 'married' : 'single',
      allowances: row.federal_allowances,
      extraWithholdingCents: row.federal_extra_withholding_cents,
      exempt: flag(row.federal_exempt),
    };
  }
  if (row.w4_version === '2020') {
    return {
      w4Version: '2020',
      filingStatus: filingStatusFrom2020(row.federal_filing_status),
      multipleJobs: flag(row.federal_multiple_jobs),
      dependentsCents: Number(row.federal_dependents_cents),
      otherIncomeCents: Number(row.federal_other_income_cents),
      deductionsCents: Number(row.federal_deductions_cents),
      extraWithholdingCents: Number(row.federal_extra_withholding_cents),
      exempt: flag(row.federal_exempt),
    };
  }
  return null;
}

const stateTaxOf = (row: EmployeeRecordRow): Employee['stateTax'] =>
  row.state_certificate ? (JSON.parse(row.state_certificate) as Employee['stateTax']) : null;

/** The employee record of API.md from its row and what was computed of it. */
export function toEmployeeAnswer(
  row: EmployeeRecordRow,
  computed: {
    status: Employee['status'];
    steps: OnboardingStep[];
    readiness: ReadinessItem[];
    invitation: InvitationState;
  },
): Employee {
  const federalTax = federalTaxOf(row);
  const stateTax = stateTaxOf(row);
  return {
    id: row.id,
    companyId: row.company_id,
    company: row.company_name,
    status: computed.status,
    version: row.version,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    preferredName: row.preferred_name,
    namePrefix: row.name_prefix,
    nameSuffix: row.name_suffix,
    birthDate: row.birth_date,
    gender: row.gender,
    maritalStatus: row.marital_status,
    ethnicity: row.ethnicity,
    veteranStatus: row.veteran_status,
    disabilities: row.disabilities,
    legalIdType: row.legal_id_type as Employee['legalIdType'],
    legalId: row.legal_id_last4 ? maskLegalId(row.legal_id_last4) : null,
    email: row.email,
    phoneNumber: row.phone_number,
    address:
      row.address_line1 && row.city && row.state && row.zip_code
        ? {
            addressLine1: row.address_line1,
            addressLine2: row.address_line2,
            city: row.city,
            state: row.state,
            zipCode: row.zip_code,
          }
        : null,
    employmentType: row.employment_type as Employee['employmentType'],
    employmentCategory: row.employment_category as Employee['employmentCategory'],
    employmentAuthorizationStatus: row.employment_authorization_status,
    hasOwnership: row.ownership_basis_points !== null,
    ownershipPercentage:
      row.ownership_basis_points === null ? null : row.ownership_basis_points / 100,
    jobTitle: row.job_title,
    department: row.department,
    employeeId: row.employee_number,
    supervisorUserId: row.supervisor_user_id,
    hireDate: row.hire_date,
    isNewHire: flag(row.is_new_hire),
    officeAddressId: row.office_address_id,
    isRemoteWorker: flag(row.is_remote_worker),
    occupationGroup: row.occupation_group,
    workState: row.work_state,
    payGroup: row.pay_group_id,
    paymentFrequency: row.payment_frequency,
    paymentType: row.payment_type as Employee['paymentType'],
    paymentRate: row.payment_rate_cents === null ? null : Number(row.payment_rate_cents),
    paymentMethod: row.payment_method as Employee['paymentMethod'],
    federalTax,
    stateTax,
    federalTaxFilingStatus: federalTax?.filingStatus ?? null,
    federalTaxExemptionStatus: federalTax ? (federalTax.exempt ? 'exempt' : 'not_exempt') : null,
    stateTaxFilingStatus:
      typeof stateTax?.filingStatus === 'string' ? stateTax.filingStatus : row.state_filing_status,
    stateTaxExemptionStatus: stateTax ? (stateTax.exempt === true ? 'exempt' : 'not_exempt') : null,
    employeeWillInformBankAccount: flag(row.employee_will_inform_bank_account),
    employeeWillInformFederalTax: flag(row.employee_will_inform_federal_tax),
    employeeWillInformI9Form: flag(row.employee_will_inform_i9_form),
    employeeWillInformStateTax: flag(row.employee_will_inform_state_tax),
    employeeWillInformW9Form: flag(row.employee_will_inform_w9_form),
    terminationDate: row.termination_date,
    terminationReason: row.termination_reason as Employee['terminationReason'],
    onboarding: { steps: computed.steps },
    readiness: computed.readiness,
    invitation: computed.invitation,
  };
}
