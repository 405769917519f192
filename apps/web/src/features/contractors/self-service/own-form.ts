import {
  updateOwnContractorRequestSchema,
  type Contractor,
  type UpdateOwnContractorRequest,
} from '@paydesk/contracts';
import type { FieldPath } from 'react-hook-form';
import type { FieldSpec } from '@web/shared/forms/field-spec';
import { contractorFormValuesOf, type ContractorFormValues } from '../model/contractor-form';
import { addressFields, nameFields, tinFields } from '../model/contractor-fields';

/** The contractor's own W-9 as typed: the record's form without its owner-only fields. */
export type OwnFormValues = Omit<ContractorFormValues, 'type' | 'email' | 'backupWithholding'>;

export const ownFieldNames: readonly FieldPath<OwnFormValues>[] = [
  'firstName',
  'lastName',
  'businessName',
  'tinType',
  'tin',
  'address.addressLine1',
  'address.addressLine2',
  'address.city',
  'address.state',
  'address.zipCode',
  'paymentMethod',
];

export function ownFormValuesOf(contractor: Contractor): OwnFormValues {
  const values = contractorFormValuesOf(contractor);
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    businessName: values.businessName,
    tinType: values.tinType,
    tin: values.tin,
    address: values.address,
    paymentMethod: values.paymentMethod,
  };
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text);

/**
 * The change the form describes at the version read: the names the contractor's type uses, the
 * TIN only when typed (and only while none is on file), the address and the payment method.
 */
export function ownRequestOf(values: OwnFormValues, contractor: Contractor) {
  const individual = contractor.type === 'individual';
  return {
    ...(individual ? { firstName: values.firstName, lastName: values.lastName } : {}),
    businessName: textOrNull(values.businessName),
    ...(values.tin.trim() === '' ? {} : { tinType: values.tinType, tin: values.tin }),
    address: { ...values.address, addressLine2: textOrNull(values.address.addressLine2) },
    paymentMethod: values.paymentMethod,
    version: contractor.version,
  };
}

export const validateOwnForm = (contractor: Contractor) => (values: OwnFormValues) =>
  updateOwnContractorRequestSchema.safeParse(ownRequestOf(values, contractor));

export const parsedOwnRequest = (
  values: OwnFormValues,
  contractor: Contractor,
): UpdateOwnContractorRequest =>
  updateOwnContractorRequestSchema.parse(ownRequestOf(values, contractor));

/** The form's fields: the TIN only while none is on file (the owner changes one on file). */
export function ownFields(contractor: Contractor): FieldSpec<OwnFormValues>[] {
  return [
    ...nameFields<OwnFormValues>(contractor.type),
    ...(contractor.tinMissing ? tinFields<OwnFormValues>(null, true) : []),
    ...addressFields<OwnFormValues>(),
  ];
}
