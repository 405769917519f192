import {
  createContractorRequestSchema,
  updateContractorRequestSchema,
  type Contractor,
  type ContractorType,
  type CreateContractorRequest,
  type PaymentMethod,
  type TinType,
  type UpdateContractorRequest,
} from '@paydesk/contracts';
import type { FieldPath } from 'react-hook-form';

/** What the contractor dialog holds: the W-9's fields as typed. */
export type ContractorFormValues = {
  type: ContractorType;
  firstName: string;
  lastName: string;
  businessName: string;
  tinType: TinType;
  /** Empty: no TIN yet (new), or keep the one on file (editing). */
  tin: string;
  email: string;
  address: {
    addressLine1: string;
    addressLine2: string;
    city: string;
    state: string;
    zipCode: string;
  };
  paymentMethod: PaymentMethod;
  backupWithholding: boolean;
};

export type ContractorField = FieldPath<ContractorFormValues>;

/** Every field the server may name (`body.address.city` lands on `address.city`). */
export const contractorFieldNames: readonly ContractorField[] = [
  'type',
  'firstName',
  'lastName',
  'businessName',
  'tinType',
  'tin',
  'email',
  'address.addressLine1',
  'address.addressLine2',
  'address.city',
  'address.state',
  'address.zipCode',
  'paymentMethod',
  'backupWithholding',
];

/** A person gives an SSN, a business its EIN: the TIN type follows the type until changed. */
export const tinTypeFor = (type: ContractorType): TinType => (type === 'business' ? 'ein' : 'ssn');

export const emptyContractorForm: ContractorFormValues = {
  type: 'individual',
  firstName: '',
  lastName: '',
  businessName: '',
  tinType: 'ssn',
  tin: '',
  email: '',
  address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
  paymentMethod: 'direct_deposit',
  backupWithholding: false,
};

/**
 * The form of a contractor on file. The TIN field starts empty (only its mask is ever answered);
 * the IRS-notice box is ticked only for a notice, since a missing TIN is Paydesk's own reason.
 */
export function contractorFormValuesOf(contractor: Contractor): ContractorFormValues {
  return {
    type: contractor.type,
    firstName: contractor.firstName ?? '',
    lastName: contractor.lastName ?? '',
    businessName: contractor.businessName ?? '',
    tinType: contractor.tinType ?? tinTypeFor(contractor.type),
    tin: '',
    email: contractor.email,
    address: {
      addressLine1: contractor.address.addressLine1,
      addressLine2: contractor.address.addressLine2 ?? '',
      city: contractor.address.city,
      state: contractor.address.state,
      zipCode: contractor.address.zipCode,
    },
    paymentMethod: contractor.paymentMethod,
    backupWithholding: contractor.backupWithholdingReason === 'irs_notice',
  };
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text);

/** The names the type uses: a business has no first and last name. */
function namesOf(values: ContractorFormValues) {
  const individual = values.type === 'individual';
  return {
    firstName: individual ? values.firstName : null,
    lastName: individual ? values.lastName : null,
    businessName: textOrNull(values.businessName),
  };
}

/** The TIN part: nothing when none was typed (a new contractor without one, or keep it). */
const tinOf = (values: ContractorFormValues) =>
  values.tin.trim() === '' ? {} : { tinType: values.tinType, tin: values.tin };

const addressOf = (values: ContractorFormValues) => ({
  ...values.address,
  addressLine2: textOrNull(values.address.addressLine2),
});

export const createRequestOf = (values: ContractorFormValues) => ({
  type: values.type,
  ...namesOf(values),
  ...tinOf(values),
  email: values.email,
  address: addressOf(values),
  paymentMethod: values.paymentMethod,
  backupWithholding: values.backupWithholding,
});

/** What a change is made on: the version read, and the email on file. */
export type EditedContractor = Pick<Contractor, 'version' | 'email'>;

/**
 * A change sends the form's fields at the version read; an empty TIN keeps the one on file, and
 * the email goes only when changed (it is the contractor's sign-in once they accepted).
 */
export function updateRequestOf(values: ContractorFormValues, edited: EditedContractor) {
  const { email, ...rest } = createRequestOf(values);
  return {
    ...rest,
    ...(email.trim().toLowerCase() === edited.email ? {} : { email }),
    version: edited.version,
  };
}

/** Checks the form with the contract of the call it will make (create, or change at a version). */
export const validateContractorForm =
  (edited: EditedContractor | undefined) => (values: ContractorFormValues) =>
    edited === undefined
      ? createContractorRequestSchema.safeParse(createRequestOf(values))
      : updateContractorRequestSchema.safeParse(updateRequestOf(values, edited));

export const parsedCreateRequest = (values: ContractorFormValues): CreateContractorRequest =>
  createContractorRequestSchema.parse(createRequestOf(values));

export const parsedUpdateRequest = (
  values: ContractorFormValues,
  edited: EditedContractor,
): UpdateContractorRequest => updateContractorRequestSchema.parse(updateRequestOf(values, edited));
