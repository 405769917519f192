import { useController, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { DateField } from '@web/shared/ui/date-field/date-field';
import type { FormFieldProps } from './form-text-field';
import { useFieldErrorText } from '../form-messages';

type Props<T extends FieldValues> = FormFieldProps<T> & {
  required?: boolean;
  minDate?: string;
  maxDate?: string;
};

/** A date (YYYY-MM-DD) bound to react-hook-form, limited to 1900-01-01…2099-12-31. */
export function FormDateField<T extends FieldValues>(props: Props<T>) {
  const { control, name, labelId, hintId, ...rest } = props;
  const intl = useIntl();
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error;
  return (
    <DateField
      {...rest}
      name={field.name}
      value={(field.value as string | null | undefined) ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={intl.formatMessage({ id: labelId })}
      error={error !== undefined}
      helperText={error ? errorText(error) : hintId && intl.formatMessage({ id: hintId })}
    />
  );
}
