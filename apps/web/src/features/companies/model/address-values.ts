import type { Address } from '@paydesk/contracts';

/** An address as the form holds it: every field a string, as typed. */
export type AddressValues = {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  phoneNumber: string;
};

/** Mailing and legal-filing addresses may simply repeat the physical one. */
export type LinkedAddressValues = AddressValues & { sameAsPhysical: boolean };

export const addressFieldNames = [
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zipCode',
  'phoneNumber',
] as const satisfies readonly (keyof AddressValues)[];

export const emptyAddress = (): AddressValues => ({
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode: '',
  phoneNumber: '',
});

type PartialAddress = Partial<Record<keyof AddressValues, string | null | undefined>>;

/** A stored (or drafted) address as form values; missing parts become empty fields. */
export function addressValuesOf(address: PartialAddress | null | undefined): AddressValues {
  const values = emptyAddress();
  for (const name of addressFieldNames) values[name] = address?.[name] ?? '';
  return values;
}

export function isBlankAddress(values: AddressValues): boolean {
  return addressFieldNames.every((name) => values[name].trim() === '');
}

/** The address to send: optional parts left empty become null. */
export function addressInputOf(values: AddressValues) {
  return {
    addressLine1: values.addressLine1,
    addressLine2: values.addressLine2.trim() === '' ? null : values.addressLine2,
    city: values.city,
    state: values.state,
    zipCode: values.zipCode,
    phoneNumber: values.phoneNumber.trim() === '' ? null : values.phoneNumber,
  };
}

/**
 * An address the company may go without: left wholly empty it is not sent at all, so a company
 * without that address keeps none.
 */
export function optionalAddressInputOf(values: AddressValues) {
  return isBlankAddress(values) ? undefined : addressInputOf(values);
}

/** Whether a stored mailing or legal-filing address is the physical one repeated. */
export function sameAddress(a: Address | null, b: Address | null): boolean {
  if (!a || !b) return false;
  return addressFieldNames.every((name) => (a[name] ?? '') === (b[name] ?? ''));
}
