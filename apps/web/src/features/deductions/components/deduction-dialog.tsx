import { hsaCoverages, type RecurringDeductionKind } from '@paydesk/contracts';
import { Grid } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { issuesResolver } from '@web/shared/forms/contract-resolver';
import { FormDateField } from '@web/shared/forms/fields/form-date-field';
import { FormMoneyField } from '@web/shared/forms/fields/form-money-field';
import { FormTextField } from '@web/shared/forms/fields/form-text-field';
import { SelectField } from '@web/shared/forms/fields/select-field';
import { usePayLineTexts } from '@web/shared/pay-lines/pay-line-names';
import { useCreateDeduction } from '../api/create-deduction';
import {
  amountForms,
  deductionFormIssues,
  emptyDeductionForm,
  employerFormsOf,
  parsedDeductionRequest,
  type DeductionField,
  type DeductionFormValues,
} from '../model/deduction-form';
import { deductionMessages } from '../model/deduction-messages';
import { localToday } from '../model/today';
import { deductionKindOptions } from './kind-options';
import { EmployerFields } from './employer-fields';
import { PercentField } from './percent-field';
import { RecordDialog, type RecordDialogTexts } from './record-dialog';

type Props = { companyId: string; employeeId: string; onClose: () => void };

const resolver = issuesResolver(deductionFormIssues, deductionMessages);

const dialogTexts: RecordDialogTexts = {
  title: 'deductions.create.title',
  submit: 'deductions.create.submit',
  failed: 'deductions.error.create',
  created: 'deductions.created',
};

/** The fields a server's refusal may name, to show its words next to them. */
const serverFields: DeductionField[] = [
  'kind',
  'label',
  'amountCents',
  'percentage',
  'annualLimitCents',
  'hsaCoverage',
  'startDate',
  'endDate',
];

/**
 * Add a recurring deduction: its kind, a fixed amount or a percentage of gross, a yearly limit of
 * its own, the HSA coverage for an HSA, what the employer adds, and when it starts and ends.
 */
export function DeductionDialog({ companyId, employeeId, onClose }: Props) {
  const intl = useIntl();
  const texts = usePayLineTexts();
  const create = useCreateDeduction(companyId, employeeId);
  const form = useForm<DeductionFormValues>({
    resolver,
    defaultValues: emptyDeductionForm(localToday()),
    mode: 'onTouched',
  });
  const [kind, amountForm] = useWatch({ control: form.control, name: ['kind', 'amountForm'] });
  const option = (prefix: string) => (value: string) => ({
    value,
    label: intl.formatMessage({ id: `${prefix}.${value}` }),
  });

  // A kind the employer cannot add to, or cannot match, leaves no such choice behind.
  const handleKindChosen = (next: string) => {
    const forms = employerFormsOf(next as RecurringDeductionKind);
    if (!forms.includes(form.getValues('employerForm'))) form.setValue('employerForm', 'none');
    if (next !== 'hsa') form.setValue('hsaCoverage', '');
  };

  return (
    <RecordDialog
      name="deduction"
      texts={dialogTexts}
      form={form}
      create={create}
      requestOf={parsedDeductionRequest}
      serverFields={serverFields}
      onClose={onClose}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField
            name="kind"
            label={intl.formatMessage({ id: 'deductions.field.kind' })}
            options={deductionKindOptions(texts)}
            onChosen={handleKindChosen}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="label"
            labelId="deductions.field.label"
            hintId="deductions.field.label.hint"
            fullWidth
            htmlInput={{ dir: 'auto', maxLength: 100 }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField
            name="amountForm"
            label={intl.formatMessage({ id: 'deductions.field.amountForm' })}
            options={amountForms.map(option('deductions.amountForm'))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {amountForm === 'amount' ? (
            <FormMoneyField
              control={form.control}
              name="amountCents"
              labelId="deductions.field.amountCents"
              required
            />
          ) : (
            <PercentField
              control={form.control}
              name="percentage"
              labelId="deductions.field.percentage"
              required
            />
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormMoneyField
            control={form.control}
            name="annualLimitCents"
            labelId="deductions.field.annualLimitCents"
            hintId="deductions.field.annualLimitCents.hint"
          />
        </Grid>
        {kind === 'hsa' && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <SelectField
              name="hsaCoverage"
              label={intl.formatMessage({ id: 'deductions.field.hsaCoverage' })}
              hint={intl.formatMessage({ id: 'deductions.field.hsaCoverage.hint' })}
              options={hsaCoverages.map(option('deductions.hsaCoverage'))}
            />
          </Grid>
        )}
      </Grid>
      <EmployerFields />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField
            control={form.control}
            name="startDate"
            labelId="deductions.field.startDate"
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField
            control={form.control}
            name="endDate"
            labelId="deductions.field.endDate"
            hintId="deductions.field.endDate.hint"
          />
        </Grid>
      </Grid>
    </RecordDialog>
  );
}
