import type { ReadinessCode } from '@paydesk/contracts';
import { sectionsOf } from './wizard-request';
import type { WizardValues, WorkStateInfo } from './wizard-values';

/** Something that will still keep the new employee out of payroll, and who is to provide it. */
export type MissingItem = { code: ReadinessCode; by: 'employee' | 'employer' };

/**
 * What the review step lists as still missing for payroll, computed from the draft the way the
 * server's readiness will be: sections left to the employee, and what the employer left empty.
 */
export function missingForPayroll(values: WizardValues, state: WorkStateInfo): MissingItem[] {
  const sections = sectionsOf(values, state);
  const items: MissingItem[] = [];
  const add = (code: ReadinessCode, by: MissingItem['by']) => items.push({ code, by });
  if (values.legalId.trim() === '') add('employee.legal_id_missing', 'employee');
  if (Object.values(values.address).every((part) => part.trim() === ''))
    add('employee.address_missing', 'employee');
  if (values.workState !== '' && state === null) add('employee.work_state_unsupported', 'employer');
  if (values.payGroup === '') add('employee.pay_group_missing', 'employer');
  if (!sections.federal) add('employee.federal_tax_missing', 'employee');
  if (sections.stateByEmployee) add('employee.state_tax_missing', 'employee');
  if (sections.bankByEmployee) add('employee.bank_account_missing', 'employee');
  return items;
}
