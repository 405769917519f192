import { Grid } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import {
  FEDERAL_MONEY_FIELDS,
  FILING_STATUSES_2019,
  FILING_STATUSES_2020,
  filingStatusFor,
  type PaycheckFormValues,
  type W4Version,
} from '@web/features/paycheck/model/form-values';
import { MoneyTextField } from '../fields/money-text-field';
import { SelectField } from '../fields/select-field';
import { SwitchField } from '../fields/switch-field';
import { TextInputField } from '../fields/text-input-field';
import { FormSection } from './form-section';

/** Form W-4: the 2020-and-later fields, or the 2019-or-earlier allowances. */
export function FederalSection() {
  const { control, getValues, setValue } = useFormContext<PaycheckFormValues>();
  const version = useWatch({ control, name: 'federal.w4Version' });
  const statuses = version === '2019' ? FILING_STATUSES_2019 : FILING_STATUSES_2020;
  const moneyFields = version === '2019' ? (['extraWithholding'] as const) : FEDERAL_MONEY_FIELDS;
  return (
    <FormSection titleId="paycheck.section.federal" testId="paycheck-federal">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 5 }}>
          <SelectField
            name="federal.w4Version"
            label={<FormattedMessage id="paycheck.field.w4Version" />}
            options={(['2020', '2019'] as const).map((value) => ({
              value,
              label: <FormattedMessage id={`paycheck.w4Version.${value}`} />,
            }))}
            onChosen={(next) =>
              setValue(
                'federal.filingStatus',
                filingStatusFor(next as W4Version, getValues('federal.filingStatus')),
              )
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 7 }}>
          <SelectField
            name="federal.filingStatus"
            label={<FormattedMessage id="paycheck.field.filingStatus" />}
            options={statuses.map((value) => ({
              value,
              label: <FormattedMessage id={`paycheck.filingStatus.${value}`} />,
            }))}
          />
        </Grid>
        {version === '2019' && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInputField
              name="federal.allowances"
              label={<FormattedMessage id="paycheck.field.allowances" />}
              inputMode="numeric"
            />
          </Grid>
        )}
        {moneyFields.map((field) => (
          <Grid key={field} size={{ xs: 12, sm: 6 }}>
            <MoneyTextField
              name={`federal.${field}`}
              label={<FormattedMessage id={`paycheck.field.federal.${field}`} />}
              hint={<FormattedMessage id={`paycheck.hint.federal.${field}`} />}
            />
          </Grid>
        ))}
        {version === '2020' && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <SwitchField
              name="federal.multipleJobs"
              label={<FormattedMessage id="paycheck.field.multipleJobs" />}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>
          <SwitchField
            name="federal.exempt"
            label={<FormattedMessage id="paycheck.field.federalExempt" />}
          />
        </Grid>
      </Grid>
    </FormSection>
  );
}
