import { Grid } from '@mui/material';
import { useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import {
  humanizeFieldName,
  type CertificateFieldSpec,
} from '@web/shared/forms/tax/certificate-fields';
import { MoneyTextField } from '../fields/money-text-field';
import { SelectField } from '../fields/select-field';
import { SwitchField } from '../fields/switch-field';
import { TextInputField } from '../fields/text-input-field';

/** A catalogue text when there is one, else the given fallback (a field a new state brought). */
function useOptionalMessage() {
  const intl = useIntl();
  return (id: string, fallback: string) =>
    id in intl.messages ? intl.formatMessage({ id }) : fallback;
}

/** One field of the state's certificate, rendered as its JSON Schema says. */
export function CertificateField({ spec }: { spec: CertificateFieldSpec }) {
  const message = useOptionalMessage();
  const format = useFormatters();
  const name = `state.fields.${spec.name}` as const;
  const label = message(
    `paycheck.certificate.${spec.name}`,
    spec.schema.title ?? humanizeFieldName(spec.name),
  );
  const hint = message(`paycheck.certificate.${spec.name}.hint`, spec.schema.description ?? '');
  const limit = (value: number | undefined) =>
    value === undefined
      ? ''
      : spec.control.kind === 'money'
        ? format.money(value)
        : format.number(value);
  const errorValues = { min: limit(spec.schema.minimum), max: limit(spec.schema.maximum) };
  const control = spec.control;
  const optionLabel = (field: string, option: string | number | boolean) =>
    message(
      `paycheck.certificate.${field}.${String(option)}`,
      message(
        `paycheck.certificate.option.${String(option)}`,
        typeof option === 'number' ? format.number(option) : humanizeFieldName(String(option)),
      ),
    );
  return (
    <Grid size={{ xs: 12, sm: 6 }} data-testid={`certificate-${spec.name}`}>
      {control.kind === 'switch' && <SwitchField name={name} label={label} hint={hint} />}
      {control.kind === 'select' && (
        <SelectField
          name={name}
          label={label}
          hint={hint}
          options={[
            ...(control.optional
              ? [{ value: '', label: message('paycheck.certificate.notGiven', '') }]
              : []),
            ...control.options.map((option) => ({
              value: String(option),
              label: optionLabel(spec.name, option),
            })),
          ]}
        />
      )}
      {control.kind === 'money' && (
        <MoneyTextField name={name} label={label} hint={hint} errorValues={errorValues} />
      )}
      {(control.kind === 'integer' || control.kind === 'number' || control.kind === 'text') && (
        <TextInputField
          name={name}
          label={label}
          hint={hint}
          errorValues={errorValues}
          inputMode={
            control.kind === 'integer' ? 'numeric' : control.kind === 'number' ? 'decimal' : 'text'
          }
        />
      )}
    </Grid>
  );
}
