import type { Company } from '@paydesk/contracts';
import {
  addressValuesOf,
  optionalAddressInputOf,
  sameAddress,
  type AddressValues,
  type LinkedAddressValues,
} from './address-values';

/** The legal data as the form holds it (selects hold '' while nothing is chosen). */
export type LegalValues = {
  name: string;
  isRegisteredWithIrs: boolean;
  federalEin: string;
  federalFillingForm: string;
  businessEntityType: string;
  industryType: string;
};

export type CompanyFormValues = LegalValues & {
  physicalAddress: AddressValues;
  mailingAddress: LinkedAddressValues;
  legalFilingAddress: LinkedAddressValues;
};

type LegalSource = Partial<Record<keyof LegalValues, string | boolean | null | undefined>>;

export function legalValuesOf(source: LegalSource | null | undefined): LegalValues {
  const text = (value: string | boolean | null | undefined) =>
    typeof value === 'string' ? value : '';
  return {
    name: text(source?.name),
    isRegisteredWithIrs: source?.isRegisteredWithIrs === true,
    federalEin: text(source?.federalEin),
    federalFillingForm: text(source?.federalFillingForm),
    businessEntityType: text(source?.businessEntityType),
    industryType: text(source?.industryType),
  };
}

const emptyToNull = (value: string) => (value.trim() === '' ? null : value);

/** The legal data to send: choices and the EIN left empty become null (cleared). */
export function legalInputOf(values: LegalValues) {
  return {
    name: values.name,
    isRegisteredWithIrs: values.isRegisteredWithIrs,
    federalEin: emptyToNull(values.federalEin),
    federalFillingForm: emptyToNull(values.federalFillingForm),
    businessEntityType: emptyToNull(values.businessEntityType),
    industryType: emptyToNull(values.industryType),
  };
}

function linkedValuesOf(address: Company['mailingAddress'], physical: Company['physicalAddress']) {
  return { ...addressValuesOf(address), sameAsPhysical: sameAddress(address, physical) };
}

/** A company record as the view-and-config form's values. */
export function companyFormValuesOf(company: Company): CompanyFormValues {
  return {
    ...legalValuesOf(company),
    physicalAddress: addressValuesOf(company.physicalAddress),
    mailingAddress: linkedValuesOf(company.mailingAddress, company.physicalAddress),
    legalFilingAddress: linkedValuesOf(company.legalFilingAddress, company.physicalAddress),
  };
}

/** Everything the form describes, as a PATCH body (checked by the contract before sending). */
export function companyInputOf(values: CompanyFormValues) {
  const linked = (address: LinkedAddressValues) =>
    optionalAddressInputOf(address.sameAsPhysical ? values.physicalAddress : address);
  return {
    ...legalInputOf(values),
    physicalAddress: optionalAddressInputOf(values.physicalAddress),
    mailingAddress: linked(values.mailingAddress),
    legalFilingAddress: linked(values.legalFilingAddress),
  };
}

/** JSON text with keys in a fixed order, so two equal values compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>)
            .filter(([key, part]) => key !== 'id' && part !== undefined)
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : item,
  );
}

/**
 * Only what changed compared with the record, plus the record's version: the API changes only
 * the fields sent and refuses a stale version (409) instead of overwriting someone's edit.
 */
export function companyPatchOf<T extends Record<string, unknown>>(
  company: Company,
  next: T,
): Partial<T> & { version: number } {
  const before = company as unknown as Record<string, unknown>;
  const changed = Object.entries(next).filter(
    ([key, value]) => value !== undefined && canonical(value) !== canonical(before[key] ?? null),
  );
  return { ...(Object.fromEntries(changed) as Partial<T>), version: company.version };
}
