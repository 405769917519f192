import { Grid } from '@mui/material';
import { useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { humanizeFieldName, isSearchable, type CertificateFieldSpec } from './certificate-fields';
import { MoneyTextField } from '../fields/money-text-field';
import { SearchableSelectField } from '../fields/searchable-select-field';
import { SelectField } from '../fields/select-field';
import { SwitchField } from '../fields/switch-field';
import { TextInputField } from '../fields/text-input-field';

/** A catalogue text when there is one, else the given fallback (a field a new state brought). */
function useOptionalMessage() {
  const intl = useIntl();
  return (id: string, fallback: string) =>
    id in intl.messages ? intl.formatMessage({ id }) : fallback;
}

type Props = {
  spec: CertificateFieldSpec;
  /** Where the certificate sits in the form, e.g. `state.fields`. */
  namePrefix: string;
};

/** The catalogue prefix of the labels, hints and option names (the tax forms' catalogue). */
const TEXTS = 'taxForms.certificate';

/** One field of a state's withholding certificate, rendered as its JSON Schema says. */
export function CertificateField({ spec, namePrefix }: Props) {
  const message = useOptionalMessage();
  const format = useFormatters();
  const name = `${namePrefix}.${spec.name}`;
  const label = message(`${TEXTS}.${spec.name}`, spec.schema.title ?? humanizeFieldName(spec.name));
  const hint = message(`${TEXTS}.${spec.name}.hint`, spec.schema.description ?? '');
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
      `${TEXTS}.${field}.${String(option)}`,
      message(
        `${TEXTS}.option.${String(option)}`,
        typeof option === 'number' ? format.number(option) : humanizeFieldName(String(option)),
      ),
    );
  return (
    <Grid size={{ xs: 12, sm: 6 }} data-testid={`certificate-${spec.name}`}>
      {control.kind === 'switch' && <SwitchField name={name} label={label} hint={hint} />}
      {control.kind === 'select' && isSearchable(control) && (
        <SearchableSelectField
          name={name}
          label={label}
          hint={hint}
          options={control.options.map((option) => {
            const text = optionLabel(spec.name, option);
            return { value: String(option), label: text, text };
          })}
        />
      )}
      {control.kind === 'select' && !isSearchable(control) && (
        <SelectField
          name={name}
          label={label}
          hint={hint}
          options={[
            ...(control.optional ? [{ value: '', label: message(`${TEXTS}.notGiven`, '') }] : []),
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
