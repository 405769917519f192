import { Grid, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormMoneyField } from '@web/shared/forms/fields/form-money-field';
import { SelectField } from '@web/shared/forms/fields/select-field';
import { employerFormsOf, type DeductionFormValues } from '../model/deduction-form';
import { MatchTiersFields } from './match-tiers-fields';
import { PercentField } from './percent-field';

/**
 * What the employer adds beside the deduction: none, a fixed amount, a percentage of gross, or
 * (for a 401(k)) a match formula; the kinds the employer cannot add to say so instead.
 */
export function EmployerFields() {
  const intl = useIntl();
  const { control } = useFormContext<DeductionFormValues>();
  const [kind, employerForm] = useWatch({ control, name: ['kind', 'employerForm'] });
  const forms = employerFormsOf(kind);
  if (forms.length <= 1) {
    return (
      <Typography variant="body2" color="text.secondary" dir="auto">
        <FormattedMessage id="deductions.field.employerForm.notOffered" />
      </Typography>
    );
  }
  return (
    <Grid container spacing={2} data-testid="employer-contribution">
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectField
          name="employerForm"
          label={intl.formatMessage({ id: 'deductions.field.employerForm' })}
          hint={intl.formatMessage({ id: 'deductions.field.employerForm.hint' })}
          options={forms.map((value) => ({
            value,
            label: intl.formatMessage({ id: `deductions.employerForm.${value}` }),
          }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {employerForm === 'amount' && (
          <FormMoneyField
            control={control}
            name="employerAmountCents"
            labelId="deductions.field.employerAmountCents"
            required
          />
        )}
        {employerForm === 'percentage' && (
          <PercentField
            control={control}
            name="employerPercentage"
            labelId="deductions.field.employerPercentage"
            required
          />
        )}
      </Grid>
      {employerForm === 'match' && (
        <Grid size={12}>
          <MatchTiersFields control={control} />
        </Grid>
      )}
    </Grid>
  );
}
