import {
  certificateToRequest,
  type CertificateIssueKind,
} from '@web/shared/forms/tax/certificate-fields';
import { addressInputOf, employmentInputOf, identityInputOf } from './employee-values';
import { w4ToRequest, type FormIssue } from './w4-values';
import { hasCertificate, type WizardValues, type WorkStateInfo } from './wizard-values';

/** The wizard says certificate problems in its own words. */
export const certificateMessageIds: Record<CertificateIssueKind, string> = {
  wholeNumber: 'validation.certificate.wholeNumber',
  minimum: 'validation.certificate.minimum',
  maximum: 'validation.certificate.maximum',
  format: 'validation.certificate.format',
  money: 'validation.certificate.money',
  number: 'validation.certificate.number',
  required: 'validation.certificate.required',
};

/** Which sections the request carries, after the flags and the payment method. */
export function sectionsOf(values: WizardValues, state: WorkStateInfo) {
  const directDeposit = values.paymentMethod === 'direct_deposit';
  const certificate = hasCertificate(state);
  return {
    federal: !values.employeeWillInformFederalTax,
    // A state without a certificate needs nothing from anyone: its flag means nothing.
    stateByEmployee: certificate && values.employeeWillInformStateTax,
    state: state !== null && !(certificate && values.employeeWillInformStateTax),
    bankByEmployee: directDeposit && values.employeeWillInformBankAccount,
    bank: directDeposit && !values.employeeWillInformBankAccount,
  };
}

/**
 * The create request the wizard describes (`POST /employees`), before the contract judges it.
 * A section the employee will inform is sent as null; text that is not an amount or a number
 * is reported at its field.
 */
export function createRequestOf(
  values: WizardValues,
  state: WorkStateInfo,
): { request: Record<string, unknown>; issues: FormIssue[] } {
  const sections = sectionsOf(values, state);
  const issues: FormIssue[] = [];
  const federal = sections.federal ? w4ToRequest(values.federalTax, 'federalTax') : null;
  issues.push(...(federal?.issues ?? []));
  const certificate =
    state && sections.state
      ? certificateToRequest(state.certificate, values.stateTax, certificateMessageIds)
      : null;
  for (const issue of certificate?.issues ?? [])
    issues.push({ path: `stateTax.${issue.field}`, message: issue.message });
  const request = {
    ...identityInputOf(values),
    address: addressInputOf(values.address),
    email: values.email,
    ...employmentInputOf(values),
    bankAccount: sections.bank
      ? {
          ...values.bankAccount,
          amountOrPercentage: 'remainder',
          amountOrPercentageValue: null,
        }
      : null,
    federalTax: federal?.request ?? null,
    stateTax: state && sections.state ? { ...certificate?.fields, code: state.code } : null,
    employeeWillInformBankAccount: sections.bankByEmployee,
    employeeWillInformFederalTax: !sections.federal,
    employeeWillInformI9Form: values.employeeWillInformI9Form,
    employeeWillInformStateTax: sections.stateByEmployee,
    employeeWillInformW9Form: values.employeeWillInformW9Form,
  };
  return { request, issues };
}
