import { Grid } from '@mui/material';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { MoneyTextField } from '../fields/money-text-field';
import { SelectField } from '../fields/select-field';
import { SwitchField } from '../fields/switch-field';
import { TextInputField } from '../fields/text-input-field';
import {
  FEDERAL_MONEY_FIELDS,
  FILING_STATUSES_2019,
  FILING_STATUSES_2020,
  filingStatusFor,
  type FilingStatus,
  type W4Version,
} from './w4';

/** The catalogue prefix of the W-4's labels and hints (the tax forms' catalogue). */
const TEXTS = 'taxForms.w4';

type Props = {
  /** Where the W-4 sits in the form, e.g. `federal`. */
  namePrefix: string;
};

/** Form W-4: the 2020-and-later fields, or the 2019-or-earlier allowances. */
export function W4Fields({ namePrefix }: Props) {
  const { control, getValues, setValue } = useFormContext<FieldValues>();
  const path = (field: string) => `${namePrefix}.${field}`;
  const version = useWatch({ control, name: path('w4Version') }) as W4Version;
  const statuses = version === '2019' ? FILING_STATUSES_2019 : FILING_STATUSES_2020;
  const moneyFields = version === '2019' ? (['extraWithholding'] as const) : FEDERAL_MONEY_FIELDS;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 5 }}>
        <SelectField
          name={path('w4Version')}
          label={<FormattedMessage id={`${TEXTS}.field.w4Version`} />}
          options={(['2020', '2019'] as const).map((value) => ({
            value,
            label: <FormattedMessage id={`${TEXTS}.w4Version.${value}`} />,
          }))}
          onChosen={(next) =>
            setValue(
              path('filingStatus'),
              filingStatusFor(next as W4Version, getValues(path('filingStatus')) as FilingStatus),
            )
          }
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 7 }}>
        <SelectField
          name={path('filingStatus')}
          label={<FormattedMessage id={`${TEXTS}.field.filingStatus`} />}
          options={statuses.map((value) => ({
            value,
            label: <FormattedMessage id={`${TEXTS}.filingStatus.${value}`} />,
          }))}
        />
      </Grid>
      {version === '2019' && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInputField
            name={path('allowances')}
            label={<FormattedMessage id={`${TEXTS}.field.allowances`} />}
            inputMode="numeric"
          />
        </Grid>
      )}
      {moneyFields.map((field) => (
        <Grid key={field} size={{ xs: 12, sm: 6 }}>
          <MoneyTextField
            name={path(field)}
            label={<FormattedMessage id={`${TEXTS}.field.federal.${field}`} />}
            hint={<FormattedMessage id={`${TEXTS}.hint.federal.${field}`} />}
          />
        </Grid>
      ))}
      {version === '2020' && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <SwitchField
            name={path('multipleJobs')}
            label={<FormattedMessage id={`${TEXTS}.field.multipleJobs`} />}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <SwitchField
          name={path('exempt')}
          label={<FormattedMessage id={`${TEXTS}.field.federalExempt`} />}
        />
      </Grid>
    </Grid>
  );
}
