import {
  bankAccountTypes,
  employeeStatuses,
  employmentAuthorizationStatuses,
  employmentCategories,
  employmentTypes,
  legalIdTypes,
  paymentMethods,
  paymentTypes,
  terminationReasons,
} from '@paydesk/contracts';
import { optionsOf } from '@web/shared/forms/options';

export const statusOptions = optionsOf(employeeStatuses, 'employees.status');
export const legalIdTypeOptions = optionsOf(legalIdTypes, 'employees.legalIdType');
export const employmentTypeOptions = optionsOf(employmentTypes, 'employees.employmentType');
export const employmentCategoryOptions = optionsOf(
  employmentCategories,
  'employees.employmentCategory',
);
export const authorizationOptions = optionsOf(
  employmentAuthorizationStatuses,
  'employees.authorization',
);
export const paymentTypeOptions = optionsOf(paymentTypes, 'employees.paymentType');
export const paymentMethodOptions = optionsOf(paymentMethods, 'employees.paymentMethod');
export const accountTypeOptions = optionsOf(bankAccountTypes, 'employees.accountType');
export const terminationReasonOptions = optionsOf(
  terminationReasons,
  'employees.termination.reason',
);

export const statusLabelId = (status: string) => `employees.status.${status}`;
