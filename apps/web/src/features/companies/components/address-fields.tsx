import { Grid, Stack, Typography } from '@mui/material';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { FormCheckbox } from '@web/shared/ui/forms/form-checkbox';
import { FormSelectField } from '@web/shared/ui/forms/form-select-field';
import { FormTextField } from '@web/shared/ui/forms/form-text-field';
import type { AddressValues } from '../model/address-values';
import { stateOptions } from '../model/options';

type Props<T extends FieldValues> = {
  control: Control<T>;
  /** Where the address sits in the form, e.g. `mailingAddress`. */
  prefix: 'physicalAddress' | 'mailingAddress' | 'legalFilingAddress';
  titleId: string;
  /** Mailing and legal-filing addresses offer "same as the physical address". */
  linked?: boolean;
  required?: boolean;
};

// Addresses are written left to right even when the interface runs right to left.
const autoDirection = { htmlInput: { dir: 'auto' } };

/** One address block; a linked address hides its fields while it repeats the physical one. */
export function AddressFields<T extends FieldValues>(props: Props<T>) {
  const { control, prefix, linked = false, required = false } = props;
  const name = (field: keyof AddressValues | 'sameAsPhysical') =>
    `${prefix}.${field}` as FieldPath<T>;
  const same = useWatch({ control, name: name('sameAsPhysical') }) as boolean | undefined;
  const showFields = !linked || same !== true;
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0, minInlineSize: 0 }}>
      <Typography component="legend" variant="h4" sx={{ mb: 1 }}>
        <FormattedMessage id={props.titleId} />
      </Typography>
      {linked && (
        <FormCheckbox
          control={control}
          name={name('sameAsPhysical')}
          labelId="companies.address.sameAsPhysical"
        />
      )}
      {showFields && (
        <Grid container spacing={2} data-testid={`${prefix}-fields`}>
          <Grid size={12}>
            <FormTextField
              control={control}
              name={name('addressLine1')}
              slotProps={autoDirection}
              labelId="companies.address.line1"
              required={required}
              autoComplete="address-line1"
            />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name={name('addressLine2')}
              slotProps={autoDirection}
              labelId="companies.address.line2"
              autoComplete="address-line2"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <FormTextField
              control={control}
              name={name('city')}
              slotProps={autoDirection}
              labelId="companies.address.city"
              required={required}
              autoComplete="address-level2"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormSelectField
              control={control}
              name={name('state')}
              labelId="companies.address.state"
              options={stateOptions}
              required={required}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 3 }}>
            <FormTextField
              control={control}
              name={name('zipCode')}
              labelId="companies.address.zipCode"
              required={required}
              autoComplete="postal-code"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name={name('phoneNumber')}
              labelId="companies.address.phoneNumber"
              autoComplete="tel"
            />
          </Grid>
        </Grid>
      )}
    </Stack>
  );
}
