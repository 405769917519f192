import { TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldErrorText } from '../form-messages';

type Props = {
  /** The field's path in the surrounding form (react-hook-form's FormProvider). */
  name: FieldPath<FieldValues>;
  label: ReactNode;
  /** `decimal` and `numeric` bring up a number keypad on phones. */
  inputMode?: 'text' | 'decimal' | 'numeric';
  hint?: ReactNode;
  /** Values for the error message (a field's minimum and maximum). */
  errorValues?: Record<string, string>;
};

/** A typed value (hours, allowances, a label) bound to the surrounding form. */
export function TextInputField({ name, label, inputMode = 'text', hint, errorValues }: Props) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText();
  return (
    <TextField
      fullWidth
      name={field.name}
      inputRef={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      label={label}
      error={fieldState.error !== undefined}
      helperText={errorText(fieldState.error, errorValues) ?? hint}
      slotProps={{ htmlInput: { inputMode, autoComplete: 'off' } }}
    />
  );
}
