import type { PaycheckStateCatalogue } from '@paydesk/contracts';
import { Grid, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSettings } from '@web/shared/settings/settings-context';
import {
  certificateDefaults,
  certificateFieldSpecs,
} from '@web/shared/forms/tax/certificate-fields';
import { payDateInYear, type PaycheckFormValues } from '@web/features/paycheck/model/form-values';
import { SelectField } from '@web/shared/forms/fields/select-field';
import { CertificateField } from '@web/shared/forms/tax/certificate-field';
import { FormSection } from './form-section';

/** The work state, then the fields of its withholding certificate (from the state's schema). */
export function StateSection({ states }: { states: PaycheckStateCatalogue }) {
  const intl = useIntl();
  const locale = useSettings().settings.i18n;
  const { control, getValues, setValue, clearErrors } = useFormContext<PaycheckFormValues>();
  const code = useWatch({ control, name: 'state.code' });
  const state = states.find((entry) => entry.code === code);
  const specs = state ? certificateFieldSpecs(state.certificate) : [];

  const handleChosen = (next: string) => {
    const chosen = states.find((entry) => entry.code === next);
    if (!chosen) return;
    clearErrors('state.fields');
    setValue('state.fields', certificateDefaults(chosen.certificate, locale));
    const year = getValues('taxYear');
    const latest = chosen.taxYears.at(-1);
    if (!chosen.taxYears.includes(year) && latest !== undefined) {
      setValue('taxYear', latest);
      setValue('payDate', payDateInYear(getValues('payDate'), latest));
    }
  };

  return (
    <FormSection titleId="paycheck.section.state" testId="paycheck-state">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField
            name="state.code"
            label={<FormattedMessage id="paycheck.field.state" />}
            options={states.map((entry) => ({
              value: entry.code,
              label: intl.formatMessage(
                { id: 'paycheck.state.option' },
                { name: entry.name, code: entry.code },
              ),
            }))}
            onChosen={handleChosen}
          />
        </Grid>
        {state && (
          <Grid size={{ xs: 12 }} data-testid="state-summary">
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage
                id={state.hasIncomeTax ? 'paycheck.state.incomeTax' : 'paycheck.state.noIncomeTax'}
                values={{ name: state.name }}
              />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage
                id={
                  specs.length === 0
                    ? 'paycheck.state.noCertificate'
                    : state.certificateName
                      ? 'paycheck.state.certificate'
                      : 'paycheck.state.certificateUnnamed'
                }
                values={{ form: state.certificateName ?? '', name: state.name }}
              />
            </Typography>
          </Grid>
        )}
        {specs.map((spec) => (
          <CertificateField key={`${code}-${spec.name}`} spec={spec} namePrefix="state.fields" />
        ))}
      </Grid>
    </FormSection>
  );
}
