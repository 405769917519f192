import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { Button, Grid, IconButton, InputAdornment, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useController, useFieldArray, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { textPresets } from '@web/shared/forms/field-spec';
import { InputField } from '@web/shared/forms/fields/input-field';
import { useFieldErrorText } from '@web/shared/forms/form-messages';
import { MAX_MATCH_TIERS, type DeductionFormValues } from '../model/deduction-form';

const percentInput = {
  dir: textPresets.percent.dir,
  inputMode: textPresets.percent.inputMode,
  maxLength: textPresets.percent.maxLength,
};

type TierFieldProps = {
  control: Control<DeductionFormValues>;
  name: `match.${number}.upToPercentOfPay` | `match.${number}.ratePercent`;
  label: string;
  endAdornment: ReactNode;
};

/** One percentage of a tier, labelled with its tier's number so each reads apart. */
function TierPercentField({ control, name, label, endAdornment }: TierFieldProps) {
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control, name });
  return (
    <InputField
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      error={fieldState.error !== undefined}
      helperText={errorText(fieldState.error)}
      fullWidth
      autoComplete="off"
      endAdornment={endAdornment}
      htmlInput={percentInput}
    />
  );
}

/** The match formula's tiers: each a share of pay reached and the rate matched up to it. */
export function MatchTiersFields({ control }: { control: Control<DeductionFormValues> }) {
  const intl = useIntl();
  const tiers = useFieldArray({ control, name: 'match' });
  const percentSign = (
    <InputAdornment position="end">
      <FormattedMessage id="forms.percentSign" />
    </InputAdornment>
  );
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 0.5 }}>
        <FormattedMessage id="deductions.match.legend" />
      </Typography>
      <Typography variant="body2" color="text.secondary" dir="auto">
        <FormattedMessage id="deductions.match.hint" />
      </Typography>
      {tiers.fields.map((tier, index) => {
        const number = index + 1;
        return (
          <Grid container spacing={2} key={tier.id} sx={{ alignItems: 'flex-start' }}>
            <Grid size={{ xs: 12, sm: 5 }}>
              <TierPercentField
                control={control}
                name={`match.${index}.upToPercentOfPay`}
                label={intl.formatMessage({ id: 'deductions.match.upToPercentOfPay' }, { number })}
                endAdornment={percentSign}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 5 }}>
              <TierPercentField
                control={control}
                name={`match.${index}.ratePercent`}
                label={intl.formatMessage({ id: 'deductions.match.ratePercent' }, { number })}
                endAdornment={percentSign}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 2 }}>
              <IconButton
                aria-label={intl.formatMessage({ id: 'deductions.match.remove' }, { number })}
                onClick={() => tiers.remove(index)}
                disabled={tiers.fields.length === 1}
                sx={{ mt: 1 }}
              >
                <RemoveCircleOutlineIcon />
              </IconButton>
            </Grid>
          </Grid>
        );
      })}
      {tiers.fields.length < MAX_MATCH_TIERS && (
        <Button
          startIcon={<AddIcon />}
          onClick={() => tiers.append({ upToPercentOfPay: '', ratePercent: '' })}
          sx={{ alignSelf: 'flex-start' }}
        >
          <FormattedMessage id="deductions.match.add" />
        </Button>
      )}
    </Stack>
  );
}
