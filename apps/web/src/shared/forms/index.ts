export { FormCheckbox } from './fields/form-checkbox';
export { FormDateField } from './fields/form-date-field';
export { FormMoneyField } from './fields/form-money-field';
export { FormSelectField } from './fields/form-select-field';
export { FormTextField, type FormFieldProps } from './fields/form-text-field';
export { validationMessageId } from './validation-message';
