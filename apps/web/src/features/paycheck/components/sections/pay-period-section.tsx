import { PAYCHECK_PAY_FREQUENCIES } from '@paydesk/contracts';
import { Grid } from '@mui/material';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { DateField } from '@web/shared/ui/date-field/date-field';
import {
  PAYCHECKS_PER_YEAR,
  payDateInYear,
  type PaycheckFormValues,
} from '@web/features/paycheck/model/form-values';
import { SelectField } from '@web/shared/forms/fields/select-field';
import { useFieldErrorText } from '@web/shared/forms/form-messages';
import { FormSection } from './form-section';

/** Tax year, pay frequency and pay date; the pay date always stays inside the tax year. */
export function PayPeriodSection({ taxYears }: { taxYears: readonly number[] }) {
  const intl = useIntl();
  const errorText = useFieldErrorText();
  const { control, getValues, setValue } = useFormContext<PaycheckFormValues>();
  const { field: payDate, fieldState } = useController({ control, name: 'payDate' });
  const frequency = useWatch({ control, name: 'payFrequency' });
  return (
    <FormSection titleId="paycheck.section.period" testId="paycheck-period">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 3 }}>
          <SelectField
            name="taxYear"
            label={<FormattedMessage id="paycheck.field.taxYear" />}
            options={taxYears.map((year) => ({ value: String(year), label: String(year) }))}
            toValue={Number}
            onChosen={(year) =>
              setValue('payDate', payDateInYear(getValues('payDate'), Number(year)), {
                shouldValidate: fieldState.error !== undefined,
              })
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <SelectField
            name="payFrequency"
            label={<FormattedMessage id="paycheck.field.payFrequency" />}
            hint={
              <FormattedMessage
                id="paycheck.hint.paychecksPerYear"
                values={{ count: PAYCHECKS_PER_YEAR[frequency] }}
              />
            }
            options={PAYCHECK_PAY_FREQUENCIES.map((frequency) => ({
              value: frequency,
              label: <FormattedMessage id={`paycheck.frequency.${frequency}`} />,
            }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <DateField
            name={payDate.name}
            label={intl.formatMessage({ id: 'paycheck.field.payDate' })}
            value={payDate.value || null}
            onChange={(date) => {
              payDate.onChange(date ?? '');
              // A pay date in another supported year moves the tax year with it.
              const year = Number(date?.slice(0, 4));
              if (taxYears.includes(year)) setValue('taxYear', year);
            }}
            onBlur={payDate.onBlur}
            error={fieldState.error !== undefined}
            helperText={errorText(fieldState.error)}
          />
        </Grid>
      </Grid>
    </FormSection>
  );
}
