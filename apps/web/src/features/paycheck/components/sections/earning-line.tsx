import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Grid, IconButton, Stack } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  EARNING_KINDS,
  earningInputOf,
  type PaycheckFormValues,
} from '@web/features/paycheck/model/form-values';
import { codeText, usePayLineTexts } from '@web/shared/pay-lines/pay-line-names';
import { MoneyTextField } from '@web/shared/forms/fields/money-text-field';
import { SelectField } from '@web/shared/forms/fields/select-field';
import { TextInputField } from '@web/shared/forms/fields/text-input-field';

type Props = { index: number; canRemove: boolean; onRemove: () => void };

/**
 * One earnings line: its kind, named as the pay-line vocabulary names it, decides which figures
 * it asks for (hours and a rate, or an amount).
 */
export function EarningLine({ index, canRemove, onRemove }: Props) {
  const intl = useIntl();
  const texts = usePayLineTexts();
  const { control } = useFormContext<PaycheckFormValues>();
  const kind = useWatch({ control, name: `earnings.${index}.kind` });
  const basis = useWatch({ control, name: `earnings.${index}.salaryBasis` });
  const input = earningInputOf(kind);
  const amountLabelId =
    input === 'salary' ? `paycheck.field.salary.${basis}` : 'paycheck.field.amount';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="earning-line">
      <Grid container spacing={2} sx={{ flexGrow: 1 }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <SelectField
            name={`earnings.${index}.kind`}
            label={<FormattedMessage id="paycheck.field.earningKind" />}
            options={EARNING_KINDS.map((value) => ({
              value,
              label: codeText(texts, value),
            }))}
          />
        </Grid>
        {input === 'salary' && (
          <Grid size={{ xs: 12, sm: 4 }}>
            <SelectField
              name={`earnings.${index}.salaryBasis`}
              label={<FormattedMessage id="paycheck.field.salaryBasis" />}
              options={(['annual', 'period'] as const).map((value) => ({
                value,
                label: <FormattedMessage id={`paycheck.salaryBasis.${value}`} />,
              }))}
            />
          </Grid>
        )}
        {input === 'hours' ? (
          <>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextInputField
                name={`earnings.${index}.hours`}
                label={<FormattedMessage id="paycheck.field.hours" />}
                inputMode="decimal"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <MoneyTextField
                name={`earnings.${index}.rate`}
                label={<FormattedMessage id="paycheck.field.rate" />}
                hint={
                  kind === 'overtime' ? <FormattedMessage id="paycheck.hint.overtime" /> : undefined
                }
              />
            </Grid>
          </>
        ) : (
          <Grid size={{ xs: 12, sm: 4 }}>
            <MoneyTextField
              name={`earnings.${index}.amount`}
              label={<FormattedMessage id={amountLabelId} />}
              hint={
                kind === 'reimbursement' ? (
                  <FormattedMessage id="paycheck.hint.reimbursement" />
                ) : undefined
              }
            />
          </Grid>
        )}
      </Grid>
      <IconButton
        onClick={onRemove}
        disabled={!canRemove}
        aria-label={intl.formatMessage(
          { id: 'paycheck.action.removeEarning' },
          { line: index + 1 },
        )}
        sx={{ mt: 1 }}
      >
        <DeleteOutlineIcon />
      </IconButton>
    </Stack>
  );
}
