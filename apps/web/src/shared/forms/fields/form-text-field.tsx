import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useFieldErrorText } from '../form-messages';
import { InputField, type InputFieldProps } from './input-field';

export type FormFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  /** Catalogue id of the label. */
  labelId: string;
  /** Catalogue id of a hint shown while the field has no error. */
  hintId?: string;
};

export type FormTextFieldProps<T extends FieldValues> = FormFieldProps<T> &
  Omit<InputFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'>;

/**
 * A text field bound to react-hook-form: its label and hint from the catalogue, its error in the
 * user's language (the form's message table, or the server's words when it has none).
 */
export function FormTextField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  const { control, name, labelId, hintId, ...rest } = props;
  const intl = useIntl();
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error;
  return (
    <InputField
      {...rest}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={intl.formatMessage({ id: labelId })}
      error={error !== undefined}
      helperText={
        error ? errorText(error) : hintId ? intl.formatMessage({ id: hintId }) : rest.helperText
      }
    />
  );
}
