import { InputAdornment } from '@mui/material';
import type { FieldPath, FieldValues, Control } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { textPresets } from '@web/shared/forms/field-spec';
import { FormTextField } from '@web/shared/forms/fields/form-text-field';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  labelId: string;
  hintId?: string;
  required?: boolean;
};

/** A percentage typed as text ("5", "2,5"), read left to right with its % sign. */
export function PercentField<T extends FieldValues>(props: Props<T>) {
  const preset = textPresets.percent;
  return (
    <FormTextField
      {...props}
      fullWidth
      autoComplete={preset.autoComplete}
      endAdornment={
        <InputAdornment position="end">
          <FormattedMessage id="forms.percentSign" />
        </InputAdornment>
      }
      htmlInput={{ dir: preset.dir, inputMode: preset.inputMode, maxLength: preset.maxLength }}
    />
  );
}
