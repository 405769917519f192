import type { Company, OnboardingDraft } from '@paydesk/contracts';
import {
  addressInputOf,
  addressValuesOf,
  sameAddress,
  type AddressValues,
  type LinkedAddressValues,
} from './address-values';
import { legalValuesOf, type LegalValues } from './company-form';

/** An owner as the wizard holds it; the percentage is text as typed. */
export type OwnerValues = {
  employeeId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  ownershipPercentage: string;
};

export type WizardValues = LegalValues & {
  physicalAddress: AddressValues;
  mailingAddress: LinkedAddressValues;
  legalFilingAddress: LinkedAddressValues;
  mainOwner: OwnerValues;
  owners: OwnerValues[];
};

export const emptyOwner = (): OwnerValues => ({
  employeeId: '',
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  ownershipPercentage: '',
});

type OwnerSource = {
  employeeId?: string | null;
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string | null;
  ownershipPercentage?: number;
};

function ownerValuesOf(owner: OwnerSource | null | undefined): OwnerValues {
  return {
    employeeId: owner?.employeeId ?? '',
    firstName: owner?.firstName ?? '',
    lastName: owner?.lastName ?? '',
    email: owner?.email ?? '',
    phoneNumber: owner?.phoneNumber ?? '',
    ownershipPercentage:
      owner?.ownershipPercentage === undefined ? '' : String(owner.ownershipPercentage),
  };
}

function linkedOf(
  drafted: OnboardingDraft['mailingAddress'],
  stored: Company['mailingAddress'],
  physical: Company['physicalAddress'],
): LinkedAddressValues {
  if (drafted) {
    return { ...addressValuesOf(drafted), sameAsPhysical: drafted.sameAsPhysical === true };
  }
  // Nothing stored yet: the usual case is one address for everything.
  const same = stored ? sameAddress(stored, physical) : true;
  return { ...addressValuesOf(stored), sameAsPhysical: same };
}

/**
 * The wizard's starting values: the saved draft where it has a part, else the company record
 * (sign-up already stored the name and the owner), else empty fields.
 */
export function wizardValuesOf(
  draft: OnboardingDraft | null,
  company: Company | null,
): WizardValues {
  const legal = legalValuesOf(company);
  const [firstOwner, ...otherOwners] = company?.owners ?? [];
  return {
    name: draft?.name ?? legal.name,
    isRegisteredWithIrs: draft?.isRegisteredWithIrs ?? legal.isRegisteredWithIrs,
    federalEin: draft?.federalEin ?? legal.federalEin,
    federalFillingForm: draft?.federalFilingForm ?? legal.federalFillingForm,
    businessEntityType: draft?.businessEntityType ?? legal.businessEntityType,
    industryType: draft?.industryType ?? legal.industryType,
    physicalAddress: addressValuesOf(draft?.physicalAddress ?? company?.physicalAddress),
    mailingAddress: linkedOf(
      draft?.mailingAddress,
      company?.mailingAddress ?? null,
      company?.physicalAddress ?? null,
    ),
    legalFilingAddress: linkedOf(
      draft?.legalFilingAddress,
      company?.legalFilingAddress ?? null,
      company?.physicalAddress ?? null,
    ),
    mainOwner: ownerValuesOf(draft?.mainOwner ?? firstOwner),
    owners: (draft?.owners ?? otherOwners).map(ownerValuesOf),
  };
}

/** A percentage as typed ("12.5" or "12,5") as a number; empty stays undefined. */
export function percentOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed.replace(',', '.'));
}

const textOrUndefined = (value: string) => (value.trim() === '' ? undefined : value);
const textOrNull = (value: string) => (value.trim() === '' ? null : value);

export function ownerInputOf(owner: OwnerValues) {
  return {
    employeeId: textOrNull(owner.employeeId),
    firstName: owner.firstName,
    lastName: owner.lastName,
    email: owner.email,
    phoneNumber: owner.phoneNumber,
    ownershipPercentage: percentOf(owner.ownershipPercentage),
  };
}

function linkedInputOf(address: LinkedAddressValues) {
  return address.sameAsPhysical
    ? { sameAsPhysical: true as const }
    : { ...addressInputOf(address), sameAsPhysical: false as const };
}

/** The whole wizard as the completion contract reads it (also what each step checks). */
export function completionInputOf(values: WizardValues) {
  return {
    name: values.name,
    isRegisteredWithIrs: values.isRegisteredWithIrs,
    federalEin: values.federalEin,
    federalFilingForm: values.federalFillingForm,
    businessEntityType: values.businessEntityType,
    industryType: values.industryType,
    physicalAddress: addressInputOf(values.physicalAddress),
    mailingAddress: linkedInputOf(values.mailingAddress),
    legalFilingAddress: linkedInputOf(values.legalFilingAddress),
    mainOwner: ownerInputOf(values.mainOwner),
    owners: values.owners.map(ownerInputOf),
  };
}

/** Drops empty texts so a draft holds only what was typed. */
function withoutEmpty<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(record).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  ) as Partial<T>;
}

/** Everything typed so far as a draft (before the draft contract drops what is not valid). */
export function rawDraftOf(values: WizardValues, currentStep: number): Record<string, unknown> {
  const linked = (address: LinkedAddressValues) =>
    address.sameAsPhysical
      ? { sameAsPhysical: true }
      : { ...withoutEmpty(address), sameAsPhysical: false };
  const owner = (input: OwnerValues) =>
    withoutEmpty({ ...input, ownershipPercentage: percentOf(input.ownershipPercentage) });
  return withoutEmpty({
    currentStep,
    name: textOrUndefined(values.name),
    isRegisteredWithIrs: values.isRegisteredWithIrs,
    federalEin: textOrUndefined(values.federalEin),
    federalFilingForm: textOrUndefined(values.federalFillingForm),
    businessEntityType: textOrUndefined(values.businessEntityType),
    industryType: textOrUndefined(values.industryType),
    physicalAddress: withoutEmpty(values.physicalAddress),
    mailingAddress: linked(values.mailingAddress),
    legalFilingAddress: linked(values.legalFilingAddress),
    mainOwner: owner(values.mainOwner),
    owners: values.owners.map(owner),
  });
}
