import { Autocomplete, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldErrorText } from '../form-messages';
import type { SelectOption } from './select-field';

type Props = {
  name: FieldPath<FieldValues>;
  label: ReactNode;
  options: readonly (SelectOption & { text: string })[];
  hint?: ReactNode;
};

/**
 * A choice among many options (Indiana's 92 counties) that filters as the person types; the form
 * keeps the option's value, as with the plain select.
 */
export function SearchableSelectField({ name, label, options, hint }: Props) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText();
  const chosen = options.find((option) => option.value === field.value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={chosen}
      getOptionLabel={(option) => option.text}
      isOptionEqualToValue={(option, value) => option.value === value.value}
      onChange={(_event, option) => field.onChange(option?.value ?? '')}
      onBlur={field.onBlur}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          error={fieldState.error !== undefined}
          helperText={errorText(fieldState.error) ?? hint}
        />
      )}
    />
  );
}
