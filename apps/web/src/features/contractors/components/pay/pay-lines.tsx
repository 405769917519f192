import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { ContractorListItem } from '@paydesk/contracts';
import {
  Button,
  FormHelperText,
  Grid,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import { Controller, useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFieldErrorText } from '@web/shared/forms/form-messages';
import { FormMoneyField } from '@web/shared/forms/fields/form-money-field';
import { FormTextField } from '@web/shared/forms/fields/form-text-field';
import { emptyPayLine, type PayFormValues } from '../../model/pay-form';

type Props = {
  control: Control<PayFormValues>;
  contractors: readonly ContractorListItem[];
};

/** The contractor of a line: any active one not already on another line. */
function ContractorSelect({ control, index, contractors }: Props & { index: number }) {
  const intl = useIntl();
  const errorText = useFieldErrorText();
  const lines = useWatch({ control, name: 'lines' });
  const takenElsewhere = new Set(
    lines.filter((_line, other) => other !== index).map((line) => line.contractorId),
  );
  return (
    <Controller
      control={control}
      name={`lines.${index}.contractorId`}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          required
          label={intl.formatMessage({ id: 'contractors.pay.field.contractor' })}
          {...field}
          error={fieldState.error !== undefined}
          helperText={errorText(fieldState.error)}
        >
          {contractors.map((contractor) => (
            <MenuItem
              key={contractor.id}
              value={contractor.id}
              disabled={takenElsewhere.has(contractor.id)}
            >
              <bdi>{contractor.displayName}</bdi>
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** The run's lines: a contractor, the fee, expenses repaid and a memo each; add and remove. */
export function PayLines({ control, contractors }: Props) {
  const intl = useIntl();
  const errorText = useFieldErrorText();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  // A problem of the whole list (no line, a contractor twice) sits on its root.
  const linesError = useFormState({ control, name: 'lines' }).errors.lines?.root;
  return (
    <Stack spacing={2} data-testid="pay-lines">
      {fields.map((line, index) => (
        <Paper key={line.id} variant="outlined" sx={{ p: 2 }} data-testid="pay-line">
          <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Grid size={{ xs: 12, md: 4 }}>
              <ContractorSelect control={control} index={index} contractors={contractors} />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <FormMoneyField
                control={control}
                name={`lines.${index}.amountCents`}
                labelId="contractors.pay.field.amount"
                required
              />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <FormMoneyField
                control={control}
                name={`lines.${index}.reimbursementCents`}
                labelId="contractors.pay.field.reimbursement"
              />
            </Grid>
            <Grid size={{ xs: 10, md: 3 }}>
              <FormTextField
                control={control}
                name={`lines.${index}.memo`}
                labelId="contractors.pay.field.memo"
                fullWidth
                htmlInput={{ maxLength: 200, dir: 'auto' }}
              />
            </Grid>
            <Grid size={{ xs: 2, md: 1 }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Tooltip title={intl.formatMessage({ id: 'contractors.pay.removeLine' })}>
                <span>
                  <IconButton
                    aria-label={intl.formatMessage(
                      { id: 'contractors.pay.removeLineNumbered' },
                      { number: index + 1 },
                    )}
                    disabled={fields.length === 1}
                    onClick={() => remove(index)}
                    sx={{ mt: 1 }}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </Grid>
          </Grid>
        </Paper>
      ))}
      {linesError && (
        <FormHelperText error role="alert">
          {errorText(linesError)}
        </FormHelperText>
      )}
      <Stack direction="row">
        <Button
          startIcon={<AddIcon />}
          onClick={() => append(emptyPayLine())}
          disabled={fields.length >= contractors.length}
        >
          <FormattedMessage id="contractors.pay.addLine" />
        </Button>
      </Stack>
    </Stack>
  );
}
