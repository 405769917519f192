import { Grid, InputAdornment } from '@mui/material';
import type { Control, FieldValues } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { gridSize, textPresets, type FieldSpec } from './field-spec';
import { FormCheckbox } from './fields/form-checkbox';
import { FormDateField } from './fields/form-date-field';
import { FormMoneyField } from './fields/form-money-field';
import { FormSelectField } from './fields/form-select-field';
import { FormTextField } from './fields/form-text-field';
import { usStateOptions } from './options';

type Props<T extends FieldValues> = {
  control: Control<T>;
  fields: readonly FieldSpec<T>[];
  /** A test id for the grid, e.g. `physicalAddress-fields`. */
  testId?: string;
};

function FieldOf<T extends FieldValues>({
  control,
  spec,
}: {
  control: Control<T>;
  spec: FieldSpec<T>;
}) {
  const common = { control, name: spec.name, labelId: spec.labelId, hintId: spec.hintId };
  switch (spec.kind) {
    case 'checkbox':
      return <FormCheckbox {...common} />;
    case 'select':
      return <FormSelectField {...common} options={spec.options} required={spec.required} />;
    case 'us-state':
      return <FormSelectField {...common} options={usStateOptions} required={spec.required} />;
    case 'money':
      return (
        <FormMoneyField {...common} required={spec.required} allowNegative={spec.allowNegative} />
      );
    case 'date':
      return (
        <FormDateField
          {...common}
          required={spec.required}
          {...(spec.minDate ? { minDate: spec.minDate } : {})}
          {...(spec.maxDate ? { maxDate: spec.maxDate } : {})}
        />
      );
    default: {
      const preset = textPresets[spec.kind];
      return (
        <FormTextField
          {...common}
          fullWidth
          required={spec.required}
          autoFocus={spec.autoFocus}
          type={preset.type}
          autoComplete={spec.autoComplete ?? preset.autoComplete}
          endAdornment={
            spec.kind === 'percent' ? (
              <InputAdornment position="end">
                <FormattedMessage id="forms.percentSign" />
              </InputAdornment>
            ) : undefined
          }
          htmlInput={{
            dir: preset.dir,
            inputMode: preset.inputMode,
            maxLength: preset.maxLength,
            pattern: preset.pattern,
          }}
        />
      );
    }
  }
}

/** A form's fields, described as data, laid out on the 12-column grid. */
export function FormFields<T extends FieldValues>({ control, fields, testId }: Props<T>) {
  return (
    <Grid container spacing={2} data-testid={testId}>
      {fields.map((spec) => (
        <Grid key={spec.name} size={gridSize[spec.width ?? 'full']}>
          <FieldOf control={control} spec={spec} />
        </Grid>
      ))}
    </Grid>
  );
}
