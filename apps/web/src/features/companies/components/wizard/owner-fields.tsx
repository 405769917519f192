import { Grid, InputAdornment } from '@mui/material';
import type { Control, FieldPath } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { FormTextField } from '@web/shared/ui/forms/form-text-field';
import type { OwnerValues, WizardValues } from '../../model/wizard-values';

type Props = { control: Control<WizardValues>; prefix: 'mainOwner' | `owners.${number}` };

/** One owner's name, contact and share of the company. */
export function OwnerFields({ control, prefix }: Props) {
  const name = (field: keyof OwnerValues) => `${prefix}.${field}` as FieldPath<WizardValues>;
  return (
    <Grid container spacing={2} data-testid={`owner-fields-${prefix}`}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name={name('firstName')}
          labelId="companies.owner.firstName"
          required
          autoComplete="off"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name={name('lastName')}
          labelId="companies.owner.lastName"
          required
          autoComplete="off"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name={name('email')}
          labelId="companies.owner.email"
          type="email"
          required
          autoComplete="off"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name={name('phoneNumber')}
          labelId="companies.owner.phoneNumber"
          required
          autoComplete="off"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name={name('ownershipPercentage')}
          labelId="companies.owner.percentage"
          required
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <FormattedMessage id="companies.percentSign" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Grid>
    </Grid>
  );
}
