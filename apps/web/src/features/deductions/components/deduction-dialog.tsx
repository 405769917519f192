import { hsaCoverages, type RecurringDeductionKind } from '@paydesk/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Stack,
} from '@mui/material';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { issuesResolver } from '@web/shared/forms/contract-resolver';
import { FormDateField } from '@web/shared/forms/fields/form-date-field';
import { FormMoneyField } from '@web/shared/forms/fields/form-money-field';
import { FormTextField } from '@web/shared/forms/fields/form-text-field';
import { SelectField } from '@web/shared/forms/fields/select-field';
import { FormMessages } from '@web/shared/forms/form-messages';
import { failureText, showProblemOnFields } from '@web/shared/forms/problem';
import { SubmitButton } from '@web/shared/forms/submit-button';
import { usePayLineTexts } from '@web/shared/pay-lines/pay-line-names';
import { useNotify } from '@web/shared/notify';
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

type Props = { companyId: string; employeeId: string; onClose: () => void };

const resolver = issuesResolver(deductionFormIssues, deductionMessages);

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
  const notify = useNotify();
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

  const handleSave = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(parsedDeductionRequest(values));
      notify.success({ id: 'deductions.created' });
      onClose();
    } catch (error) {
      showProblemOnFields(error, serverFields, form.setError);
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="deduction-dialog-title">
      <FormMessages table={deductionMessages}>
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => void handleSave(event)}>
            <DialogTitle id="deduction-dialog-title">
              <FormattedMessage id="deductions.create.title" />
            </DialogTitle>
            <DialogContent>
              <Stack spacing={3} sx={{ pt: 1 }}>
                {create.isError && (
                  <Alert severity="error" role="alert">
                    {failureText(
                      create.error,
                      intl.formatMessage({ id: 'deductions.error.create' }),
                    )}
                  </Alert>
                )}
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
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={create.isPending}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <SubmitButton labelId="deductions.create.submit" busy={create.isPending} />
            </DialogActions>
          </form>
        </FormProvider>
      </FormMessages>
    </Dialog>
  );
}
