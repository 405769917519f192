import { MenuItem, TextField } from '@mui/material';
import { useController, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { FormFieldProps } from './form-text-field';
import { useFieldErrorText } from '../form-messages';

type Props<T extends FieldValues> = FormFieldProps<T> & {
  options: readonly { value: string; labelId: string }[];
  required?: boolean;
};

/** A select bound to react-hook-form; option labels come from the catalogue. */
export function FormSelectField<T extends FieldValues>(props: Props<T>) {
  const { control, name, labelId, hintId, options, required } = props;
  const intl = useIntl();
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error;
  return (
    <TextField
      select
      required={required}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={intl.formatMessage({ id: labelId })}
      error={error !== undefined}
      helperText={error ? errorText(error) : hintId && intl.formatMessage({ id: hintId })}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {intl.formatMessage({ id: option.labelId })}
        </MenuItem>
      ))}
    </TextField>
  );
}
