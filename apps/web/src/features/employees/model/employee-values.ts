import type { Employee } from '@paydesk/contracts';

/** An address as a form holds it: every part a string, as typed. */
export type AddressValues = {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
};

/** Who the employee is (spec §3.5 identity), as typed; dates are YYYY-MM-DD or null. */
export type IdentityValues = {
  firstName: string;
  middleName: string;
  lastName: string;
  preferredName: string;
  namePrefix: string;
  nameSuffix: string;
  birthDate: string | null;
  gender: string;
  maritalStatus: string;
  ethnicity: string;
  veteranStatus: string;
  disabilities: string;
  legalIdType: string;
  legalId: string;
  phoneNumber: string;
  address: AddressValues;
};

/** The job, the pay and how it is paid (spec §3.5 employment and pay). */
export type EmploymentValues = {
  employmentType: string;
  employmentCategory: string;
  employmentAuthorizationStatus: string;
  jobTitle: string;
  department: string;
  employeeId: string;
  hireDate: string | null;
  isNewHire: boolean;
  isRemoteWorker: boolean;
  occupationGroup: string;
  workState: string;
  hasOwnership: boolean;
  ownershipPercentage: string;
  payGroup: string;
  paymentType: string;
  /** Integer cents: a year for a salary, an hour for hourly pay. */
  paymentRate: number | null;
  paymentMethod: string;
};

export const emptyAddress = (): AddressValues => ({
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode: '',
});

export const emptyIdentity = (): IdentityValues => ({
  firstName: '',
  middleName: '',
  lastName: '',
  preferredName: '',
  namePrefix: '',
  nameSuffix: '',
  birthDate: null,
  gender: '',
  maritalStatus: '',
  ethnicity: '',
  veteranStatus: '',
  disabilities: '',
  legalIdType: 'ssn',
  legalId: '',
  phoneNumber: '',
  address: emptyAddress(),
});

export const emptyEmployment = (): EmploymentValues => ({
  employmentType: 'full_time',
  employmentCategory: 'non_exempt',
  employmentAuthorizationStatus: '',
  jobTitle: '',
  department: '',
  employeeId: '',
  hireDate: null,
  isNewHire: true,
  isRemoteWorker: false,
  occupationGroup: '',
  workState: '',
  hasOwnership: false,
  ownershipPercentage: '',
  payGroup: '',
  paymentType: 'salary',
  paymentRate: null,
  paymentMethod: 'direct_deposit',
});

const text = (value: string | null | undefined) => value ?? '';

/** Empty text is sent as null: the field was left out. */
export const nullIfBlank = (value: string): string | null => (value.trim() === '' ? null : value);

/** A percentage as typed ("12.5" or "12,5"); empty is null. */
export function percentOf(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
}

export function addressInputOf(address: AddressValues) {
  const blank = Object.values(address).every((part) => part.trim() === '');
  // An address left wholly empty is not given (the employee may add it themselves).
  if (blank) return null;
  return { ...address, addressLine2: nullIfBlank(address.addressLine2) };
}

/** Identity and address as the contracts read them (legalId left out when not typed). */
export function identityInputOf(values: IdentityValues) {
  const legalId = values.legalId.trim();
  return {
    firstName: values.firstName,
    middleName: nullIfBlank(values.middleName),
    lastName: values.lastName,
    preferredName: nullIfBlank(values.preferredName),
    namePrefix: nullIfBlank(values.namePrefix),
    nameSuffix: nullIfBlank(values.nameSuffix),
    birthDate: values.birthDate,
    gender: nullIfBlank(values.gender),
    maritalStatus: nullIfBlank(values.maritalStatus),
    ethnicity: nullIfBlank(values.ethnicity),
    veteranStatus: nullIfBlank(values.veteranStatus),
    disabilities: nullIfBlank(values.disabilities),
    legalIdType: values.legalIdType === '' ? null : values.legalIdType,
    ...(legalId === '' ? {} : { legalId }),
    phoneNumber: nullIfBlank(values.phoneNumber),
    address: addressInputOf(values.address),
  };
}

/** The job and the pay as the contracts read them; the contract judges the choices. */
export function employmentInputOf(values: EmploymentValues) {
  return {
    employmentType: values.employmentType || undefined,
    employmentCategory: values.employmentCategory || undefined,
    employmentAuthorizationStatus: values.employmentAuthorizationStatus || null,
    jobTitle: values.jobTitle,
    department: nullIfBlank(values.department),
    employeeId: nullIfBlank(values.employeeId),
    hireDate: values.hireDate ?? undefined,
    isNewHire: values.isNewHire,
    isRemoteWorker: values.isRemoteWorker,
    occupationGroup: nullIfBlank(values.occupationGroup),
    workState: values.workState || undefined,
    hasOwnership: values.hasOwnership,
    ownershipPercentage: values.hasOwnership ? percentOf(values.ownershipPercentage) : null,
    payGroup: values.payGroup || null,
    paymentType: values.paymentType || undefined,
    paymentRate: values.paymentRate ?? undefined,
    paymentMethod: values.paymentMethod || undefined,
  };
}

/** A stored record as the profile form's values; the legal id starts empty (it is masked). */
export function identityValuesOf(employee: Employee): IdentityValues {
  return {
    firstName: employee.firstName,
    middleName: text(employee.middleName),
    lastName: employee.lastName,
    preferredName: text(employee.preferredName),
    namePrefix: text(employee.namePrefix),
    nameSuffix: text(employee.nameSuffix),
    birthDate: employee.birthDate,
    gender: text(employee.gender),
    maritalStatus: text(employee.maritalStatus),
    ethnicity: text(employee.ethnicity),
    veteranStatus: text(employee.veteranStatus),
    disabilities: text(employee.disabilities),
    legalIdType: text(employee.legalIdType),
    legalId: '',
    phoneNumber: text(employee.phoneNumber),
    address: {
      addressLine1: text(employee.address?.addressLine1),
      addressLine2: text(employee.address?.addressLine2),
      city: text(employee.address?.city),
      state: text(employee.address?.state),
      zipCode: text(employee.address?.zipCode),
    },
  };
}

export function employmentValuesOf(employee: Employee): EmploymentValues {
  return {
    employmentType: text(employee.employmentType),
    employmentCategory: text(employee.employmentCategory),
    employmentAuthorizationStatus: text(employee.employmentAuthorizationStatus),
    jobTitle: text(employee.jobTitle),
    department: text(employee.department),
    employeeId: text(employee.employeeId),
    hireDate: employee.hireDate,
    isNewHire: employee.isNewHire,
    isRemoteWorker: employee.isRemoteWorker,
    occupationGroup: text(employee.occupationGroup),
    workState: text(employee.workState),
    hasOwnership: employee.hasOwnership,
    ownershipPercentage:
      employee.ownershipPercentage === null ? '' : String(employee.ownershipPercentage),
    payGroup: text(employee.payGroup),
    paymentType: text(employee.paymentType),
    paymentRate: employee.paymentRate,
    paymentMethod: employee.paymentMethod,
  };
}
