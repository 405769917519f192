export { FormCheckbox } from './form-checkbox';
export { FormDateField } from './form-date-field';
export { FormMoneyField } from './form-money-field';
export { FormSelectField } from './form-select-field';
export { FormTextField, type FormFieldProps } from './form-text-field';
export { useZodForm } from './use-zod-form';
export { validationMessageId } from './validation-message';
