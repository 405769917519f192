import { useController, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { MoneyField } from './money-input';
import type { FormFieldProps } from './form-text-field';
import { useFieldErrorText } from '../form-messages';

type Props<T extends FieldValues> = FormFieldProps<T> & {
  required?: boolean;
  allowNegative?: boolean;
};

/** An amount in integer cents bound to react-hook-form. */
export function FormMoneyField<T extends FieldValues>(props: Props<T>) {
  const { control, name, labelId, hintId, required, allowNegative } = props;
  const intl = useIntl();
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error;
  return (
    <MoneyField
      name={field.name}
      inputRef={field.ref}
      required={required}
      allowNegative={allowNegative}
      value={(field.value as number | null | undefined) ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={intl.formatMessage({ id: labelId })}
      error={error !== undefined}
      helperText={error ? errorText(error) : hintId && intl.formatMessage({ id: hintId })}
    />
  );
}
