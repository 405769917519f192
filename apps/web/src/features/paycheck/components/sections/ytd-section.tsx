import { Grid } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { YTD_FIELDS, type PaycheckFormValues } from '@web/features/paycheck/model/form-values';
import { MoneyTextField } from '@web/shared/forms/fields/money-text-field';
import { SwitchField } from '@web/shared/forms/fields/switch-field';
import { FormSection } from './form-section';

/** Wages paid earlier this year, which decide when wage bases (social security, FUTA) run out. */
export function YtdSection() {
  const { control } = useFormContext<PaycheckFormValues>();
  const include = useWatch({ control, name: 'ytd.include' });
  return (
    <FormSection
      titleId="paycheck.section.ytd"
      subtitle={<FormattedMessage id="paycheck.section.ytd.hint" />}
      testId="paycheck-ytd"
    >
      <SwitchField name="ytd.include" label={<FormattedMessage id="paycheck.field.ytdInclude" />} />
      {include && (
        <Grid container spacing={2}>
          {YTD_FIELDS.map((field) => (
            <Grid key={field} size={{ xs: 12, sm: 6 }}>
              <MoneyTextField
                name={`ytd.${field}`}
                label={<FormattedMessage id={`paycheck.field.ytd.${field}`} />}
              />
            </Grid>
          ))}
        </Grid>
      )}
    </FormSection>
  );
}
