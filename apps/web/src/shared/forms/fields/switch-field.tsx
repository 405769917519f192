import { FormControlLabel, FormHelperText, Stack, Switch } from '@mui/material';
import type { ReactNode } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldErrorText } from '../form-messages';

type Props = {
  /** The field's path in the surrounding form (react-hook-form's FormProvider). */
  name: FieldPath<FieldValues>;
  label: ReactNode;
  hint?: ReactNode;
};

/** A yes/no field bound to the surrounding form. */
export function SwitchField({ name, label, hint }: Props) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText();
  const helper = errorText(fieldState.error) ?? hint;
  return (
    <Stack>
      <FormControlLabel
        label={label}
        control={
          <Switch
            name={field.name}
            inputRef={field.ref}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
          />
        }
      />
      {helper && (
        <FormHelperText error={fieldState.error !== undefined} sx={{ mt: 0 }}>
          {helper}
        </FormHelperText>
      )}
    </Stack>
  );
}
