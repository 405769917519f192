import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Grid, IconButton, Stack } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEDUCTION_KINDS, type PaycheckFormValues } from '@web/features/paycheck/model/form-values';
import { MoneyTextField } from '@web/shared/forms/fields/money-text-field';
import { SelectField } from '@web/shared/forms/fields/select-field';
import { TextInputField } from '@web/shared/forms/fields/text-input-field';
import { codeText, usePayLineTexts } from '@web/shared/pay-lines/pay-line-names';

type Props = { index: number; onRemove: () => void };

/**
 * One deduction of the pay-line vocabulary, named as it names it; an other post-tax deduction
 * takes the name the person gives it.
 */
export function DeductionLine({ index, onRemove }: Props) {
  const intl = useIntl();
  const texts = usePayLineTexts();
  const { control } = useFormContext<PaycheckFormValues>();
  const kind = useWatch({ control, name: `deductions.${index}.kind` });
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
      data-testid="deduction-line"
    >
      <Grid container spacing={2} sx={{ flexGrow: 1 }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <SelectField
            name={`deductions.${index}.kind`}
            label={<FormattedMessage id="paycheck.field.deductionKind" />}
            options={DEDUCTION_KINDS.map((value) => ({
              value,
              label: codeText(texts, value),
            }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <MoneyTextField
            name={`deductions.${index}.amount`}
            label={<FormattedMessage id="paycheck.field.amountPerPeriod" />}
          />
        </Grid>
        {kind === 'postTax' && (
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextInputField
              name={`deductions.${index}.label`}
              label={<FormattedMessage id="paycheck.field.deductionLabel" />}
            />
          </Grid>
        )}
      </Grid>
      <IconButton
        onClick={onRemove}
        aria-label={intl.formatMessage(
          { id: 'paycheck.action.removeDeduction' },
          { line: index + 1 },
        )}
        sx={{ mt: 1 }}
      >
        <DeleteOutlineIcon />
      </IconButton>
    </Stack>
  );
}
