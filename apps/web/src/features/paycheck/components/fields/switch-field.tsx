import { FormControlLabel, FormHelperText, Stack, Switch } from '@mui/material';
import type { ReactNode } from 'react';
import { useController, useFormContext, type FieldPath } from 'react-hook-form';
import type { PaycheckFormValues } from '@web/features/paycheck/model/form-values';
import { useErrorText } from './use-error-text';

type Props = { name: FieldPath<PaycheckFormValues>; label: ReactNode; hint?: ReactNode };

/** A yes/no field bound to the calculator's form. */
export function SwitchField({ name, label, hint }: Props) {
  const { control } = useFormContext<PaycheckFormValues>();
  const { field, fieldState } = useController({ control, name });
  const errorText = useErrorText();
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
