import type { PaycheckCertificate, PaycheckStateCatalogue } from '@paydesk/contracts';
import type { Locale } from '@web/shared/i18n/catalogues';
import {
  certificateDefaults,
  certificateFieldSpecs,
  type CertificateValue,
} from '@web/shared/forms/tax/certificate-fields';
import type { FederalFormValues } from '@web/shared/forms/tax/w4';
import {
  emptyEmployment,
  emptyIdentity,
  type EmploymentValues,
  type IdentityValues,
} from './employee-values';
import { w4ValuesOf } from './w4-values';

/** One direct-deposit account as typed; it takes the whole net pay (the remainder). */
export type BankAccountValues = {
  bankName: string;
  accountType: string;
  routingNumber: string;
  accountNumber: string;
};

/** The sections the employee may complete themselves (spec §3.5 flags). */
export type WillInformFlags = {
  employeeWillInformBankAccount: boolean;
  employeeWillInformFederalTax: boolean;
  employeeWillInformI9Form: boolean;
  employeeWillInformStateTax: boolean;
  employeeWillInformW9Form: boolean;
};

/**
 * The add-employee wizard's values: the §3.5 onboarding draft as typed. Names match the create
 * request's, so a server error's path names its field; the W-4 holds dollars as typed and the
 * state certificate the work state's own fields.
 */
export type WizardValues = IdentityValues &
  EmploymentValues &
  WillInformFlags & {
    email: string;
    bankAccount: BankAccountValues;
    federalTax: FederalFormValues;
    stateTax: Record<string, CertificateValue>;
  };

export function emptyWizardValues(locale: Locale): WizardValues {
  return {
    ...emptyIdentity(),
    email: '',
    ...emptyEmployment(),
    bankAccount: { bankName: '', accountType: 'checking', routingNumber: '', accountNumber: '' },
    federalTax: w4ValuesOf(null, locale),
    stateTax: {},
    employeeWillInformBankAccount: false,
    employeeWillInformFederalTax: false,
    employeeWillInformI9Form: false,
    employeeWillInformStateTax: false,
    employeeWillInformW9Form: false,
  };
}

/** What the catalogue knows of the chosen work state: null when it is not a supported one. */
export type WorkStateInfo = { code: string; certificate: PaycheckCertificate } | null;

export function workStateInfo(states: PaycheckStateCatalogue, code: string): WorkStateInfo {
  const entry = states.find((state) => state.code === code);
  return entry ? { code: entry.code, certificate: entry.certificate } : null;
}

/** Whether the work state has a withholding certificate with anything to fill in. */
export const hasCertificate = (info: WorkStateInfo): boolean =>
  info !== null && certificateFieldSpecs(info.certificate).length > 0;

/** The state certificate's starting values when the work state changes. */
export const stateTaxDefaults = (info: WorkStateInfo, locale: Locale) =>
  info ? certificateDefaults(info.certificate, locale) : {};
