import { Checkbox, FormControlLabel, FormHelperText } from '@mui/material';
import { useController, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { FormFieldProps } from './form-text-field';
import { useFieldErrorText } from '../form-messages';

/** A yes/no field bound to react-hook-form. */
export function FormCheckbox<T extends FieldValues>(props: FormFieldProps<T>) {
  const { control, name, labelId } = props;
  const intl = useIntl();
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error;
  return (
    <>
      <FormControlLabel
        label={intl.formatMessage({ id: labelId })}
        control={
          <Checkbox
            name={field.name}
            inputRef={field.ref}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
          />
        }
      />
      {error && <FormHelperText error>{errorText(error)}</FormHelperText>}
    </>
  );
}
