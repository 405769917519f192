import { MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldErrorText } from '../form-messages';

export type SelectOption = { value: string; label: ReactNode };

type Props = {
  /** The field's path in the surrounding form (react-hook-form's FormProvider). */
  name: FieldPath<FieldValues>;
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  /** What the form keeps for the chosen option (the option's text unless told otherwise). */
  toValue?: (option: string) => unknown;
  /** Runs after the form holds the new value (to adjust the fields that depend on it). */
  onChosen?: (option: string) => void;
};

/** A choice among fixed options, bound to the surrounding form. */
export function SelectField({ name, label, options, hint, toValue, onChosen }: Props) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText();
  return (
    <TextField
      select
      fullWidth
      name={field.name}
      inputRef={field.ref}
      value={field.value === undefined || field.value === null ? '' : String(field.value)}
      onChange={(event) => {
        field.onChange(toValue ? toValue(event.target.value) : event.target.value);
        onChosen?.(event.target.value);
      }}
      onBlur={field.onBlur}
      label={label}
      error={fieldState.error !== undefined}
      helperText={errorText(fieldState.error) ?? hint}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
