import { Grid } from '@mui/material';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormCheckbox } from '@web/shared/ui/forms/form-checkbox';
import { FormSelectField } from '@web/shared/ui/forms/form-select-field';
import { FormTextField } from '@web/shared/ui/forms/form-text-field';
import type { LegalValues } from '../model/company-form';
import { entityTypeOptions, filingFormOptions, industryOptions } from '../model/options';

type Props<T extends FieldValues> = { control: Control<T>; autoFocus?: boolean };

/**
 * Name, IRS registration, EIN, filing form, entity type and industry. Every form that uses it
 * holds these under the same names (`LegalValues`), at its top level.
 */
export function LegalDataFields<T extends FieldValues & LegalValues>(props: Props<T>) {
  const { control } = props;
  const name = (field: keyof LegalValues) => field as FieldPath<T>;
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormTextField
          control={control}
          name={name('name')}
          labelId="companies.field.name"
          required
          fullWidth
          autoFocus={props.autoFocus}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name={name('federalEin')}
          labelId="companies.field.federalEin"
          hintId="companies.field.federalEin.hint"
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          control={control}
          name={name('federalFillingForm')}
          labelId="companies.field.federalFilingForm"
          options={filingFormOptions}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          control={control}
          name={name('businessEntityType')}
          labelId="companies.field.businessEntityType"
          options={entityTypeOptions}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          control={control}
          name={name('industryType')}
          labelId="companies.field.industryType"
          options={industryOptions}
        />
      </Grid>
      <Grid size={12}>
        <FormCheckbox
          control={control}
          name={name('isRegisteredWithIrs')}
          labelId="companies.field.isRegisteredWithIrs"
        />
      </Grid>
    </Grid>
  );
}
