import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { validationMessageId } from './validation-message';

export type FormFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  /** Catalogue id of the label. */
  labelId: string;
  /** Catalogue id of a hint shown while the field has no error. */
  hintId?: string;
};

type Props<T extends FieldValues> = FormFieldProps<T> &
  Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/** A text field bound to react-hook-form; errors show in the user's language. */
export function FormTextField<T extends FieldValues>(props: Props<T>) {
  const { control, name, labelId, hintId, ...rest } = props;
  const intl = useIntl();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error;
  return (
    <TextField
      {...rest}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={intl.formatMessage({ id: labelId })}
      error={error !== undefined}
      helperText={
        error
          ? intl.formatMessage({ id: validationMessageId(error) })
          : hintId
            ? intl.formatMessage({ id: hintId })
            : rest.helperText
      }
    />
  );
}
