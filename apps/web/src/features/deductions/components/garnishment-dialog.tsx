import { garnishmentTypes, type GarnishmentType } from '@paydesk/contracts';
import { Grid, Stack, Typography } from '@mui/material';
import { useForm, useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { issuesResolver } from '@web/shared/forms/contract-resolver';
import { FormCheckbox } from '@web/shared/forms/fields/form-checkbox';
import { FormMoneyField } from '@web/shared/forms/fields/form-money-field';
import { SelectField } from '@web/shared/forms/fields/select-field';
import { FormFields } from '@web/shared/forms/form-fields';
import { codeText, usePayLineTexts } from '@web/shared/pay-lines/pay-line-names';
import { useCreateGarnishment } from '../api/create-garnishment';
import {
  emptyGarnishmentForm,
  garnishmentFormIssues,
  isSupportOrder,
  orderAmountFormsOf,
  parsedGarnishmentRequest,
  type GarnishmentFormValues,
} from '../model/garnishment-form';
import {
  dateFields,
  label,
  orderFields,
  payeeFields,
  serverFields,
} from '../model/garnishment-fields';
import { deductionMessages } from '../model/deduction-messages';
import { localToday } from '../model/today';
import { PercentField } from './percent-field';
import { RecordDialog, type RecordDialogTexts } from './record-dialog';

type Props = { companyId: string; employeeId: string; onClose: () => void };
type Values = GarnishmentFormValues;

const resolver = issuesResolver(garnishmentFormIssues, deductionMessages);
const dialogTexts: RecordDialogTexts = {
  title: 'deductions.garnishment.create.title',
  submit: 'deductions.garnishment.create.submit',
  failed: 'deductions.garnishment.error.create',
  created: 'deductions.garnishment.created',
};

/**
 * What the order takes: the amount it asks (or a tax levy's exempt amount), the total owed, and
 * for a support order what it says of the family and the arrears (they raise or lower the cap).
 */
function OrderAmountFields() {
  const intl = useIntl();
  const { control } = useFormContext<Values>();
  const [type, amountForm] = useWatch({ control, name: ['type', 'amountForm'] });
  const amountForms = orderAmountFormsOf(type);
  return (
    <Grid container spacing={2}>
      {amountForms.length > 0 ? (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SelectField
              name="amountForm"
              label={intl.formatMessage({ id: label('amountForm') })}
              options={amountForms.map((value) => ({
                value,
                label: intl.formatMessage({
                  id: `deductions.garnishment.amountForm.${value}`,
                }),
              }))}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {amountForm === 'amount' && (
              <FormMoneyField
                control={control}
                name="amountCents"
                labelId={label('amountCents')}
                required
              />
            )}
            {amountForm === 'percentage' && (
              <PercentField
                control={control}
                name="percentage"
                labelId={label('percentage')}
                required
              />
            )}
          </Grid>
        </>
      ) : (
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormMoneyField
            control={control}
            name="exemptAmountCents"
            labelId={label('exemptAmountCents')}
            hintId={label('exemptAmountCents.hint')}
            required
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormMoneyField
          control={control}
          name="totalOwedCents"
          labelId={label('totalOwedCents')}
          hintId={label('totalOwedCents.hint')}
        />
      </Grid>
      {isSupportOrder(type) && (
        <Grid size={12}>
          <Stack>
            <FormCheckbox
              control={control}
              name="supportsOtherFamily"
              labelId={label('supportsOtherFamily')}
            />
            <FormCheckbox
              control={control}
              name="arrearsOver12Weeks"
              labelId={label('arrearsOver12Weeks')}
            />
          </Stack>
        </Grid>
      )}
    </Grid>
  );
}

/**
 * Add a garnishment order with every field it carries: its type, case number and issuer, the
 * amount it asks (or a tax levy's exempt amount), what a support order says of the family and
 * the arrears, the total owed, the payee and the dates.
 */
export function GarnishmentDialog({ companyId, employeeId, onClose }: Props) {
  const intl = useIntl();
  const texts = usePayLineTexts();
  const create = useCreateGarnishment(companyId, employeeId);
  const form = useForm<Values>({
    resolver,
    defaultValues: emptyGarnishmentForm(localToday()),
    mode: 'onTouched',
  });
  // Another type may not offer the way the amount was stated: the first one it offers then.
  const handleTypeChosen = (next: string) => {
    const forms = orderAmountFormsOf(next as GarnishmentType);
    const first = forms[0];
    if (first && !forms.includes(form.getValues('amountForm'))) form.setValue('amountForm', first);
  };

  return (
    <RecordDialog
      name="garnishment"
      texts={dialogTexts}
      form={form}
      create={create}
      requestOf={parsedGarnishmentRequest}
      serverFields={serverFields}
      onClose={onClose}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField
            name="type"
            label={intl.formatMessage({ id: label('type') })}
            options={garnishmentTypes.map((value) => ({
              value,
              label: codeText(texts, value),
            }))}
            onChosen={handleTypeChosen}
          />
        </Grid>
      </Grid>
      <FormFields control={form.control} fields={orderFields} />
      <OrderAmountFields />
      <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
          <FormattedMessage id="deductions.garnishment.payee.legend" />
        </Typography>
        <FormFields control={form.control} fields={payeeFields} testId="payee-fields" />
      </Stack>
      <FormFields control={form.control} fields={dateFields} />
    </RecordDialog>
  );
}
