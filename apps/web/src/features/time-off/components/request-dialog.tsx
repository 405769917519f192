import type { TimeOffBalance } from '@paydesk/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
} from '@mui/material';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormDateField } from '@web/shared/forms/fields/form-date-field';
import { FormTextField } from '@web/shared/forms/fields/form-text-field';
import { SelectField } from '@web/shared/forms/fields/select-field';
import { FormMessages } from '@web/shared/forms/form-messages';
import { failureText, problemCode, showProblemOnFields } from '@web/shared/forms/problem';
import { SubmitButton } from '@web/shared/forms/submit-button';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { useNotify } from '@web/shared/notify';
import { useCreateTimeOffRequest } from '../api/create-time-off-request';
import { formatHours } from '../model/hours';
import { timeOffMessages } from '../model/messages';
import {
  emptyRequestForm,
  parsedTimeOffRequest,
  requestFieldNames,
  requestResolver,
  type RequestFormValues,
} from '../model/request-form';

type Props = {
  companyId: string;
  employeeId: string;
  /** The employee's policies with what each still allows. */
  balances: readonly TimeOffBalance[];
  onClose: () => void;
};

/**
 * The employee asks for hours of one policy on some days. A refusal the employee can act on
 * (above the balance, inside the waiting period) shows next to the field that caused it.
 */
export function RequestDialog({ companyId, employeeId, balances, onClose }: Props) {
  const intl = useIntl();
  const { locale } = useFormatters();
  const format = useFormatters();
  const notify = useNotify();
  const create = useCreateTimeOffRequest(companyId);
  const resolver = useMemo(() => requestResolver(employeeId), [employeeId]);
  const form = useForm<RequestFormValues>({
    resolver,
    defaultValues: emptyRequestForm(balances.length === 1 ? balances[0]?.policyId : ''),
    mode: 'onTouched',
  });
  const options = balances.map((balance) => ({
    value: balance.policyId,
    label: intl.formatMessage(
      { id: 'timeOff.request.policy.balance' },
      { policy: balance.name, hours: formatHours(balance.availableHours, locale) },
    ),
  }));

  /** The refusals said in the reader's words, beside their field; true when one was. */
  const showRefusal = (error: unknown, values: RequestFormValues): boolean => {
    const balance = balances.find((item) => item.policyId === values.policyId);
    switch (problemCode(error)) {
      case 'time_off.balance_exceeded':
        form.setError('hours', {
          type: 'server',
          message: intl.formatMessage(
            { id: 'timeOff.request.aboveBalance' },
            {
              hours: formatHours(balance?.availableHours ?? 0, locale),
              policy: balance?.name ?? '',
            },
          ),
        });
        return true;
      case 'time_off.waiting_period':
        form.setError('startDate', {
          type: 'server',
          message: balance?.usableFrom
            ? intl.formatMessage(
                { id: 'timeOff.request.waiting' },
                { date: format.date(balance.usableFrom) },
              )
            : intl.formatMessage({ id: 'timeOff.validation.waitingPeriod' }),
        });
        return true;
      default:
        return false;
    }
  };

  const handleSend = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(parsedTimeOffRequest(employeeId, values));
      notify.success({ id: 'timeOff.request.sent' });
      onClose();
    } catch (error) {
      if (!showRefusal(error, values)) {
        showProblemOnFields(error, requestFieldNames, form.setError);
      }
    }
  });
  const fieldErrors = Object.keys(form.formState.errors).length > 0;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="request-dialog-title">
      <FormMessages table={timeOffMessages}>
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => void handleSend(event)}>
            <DialogTitle id="request-dialog-title">
              <FormattedMessage id="timeOff.request.title" />
            </DialogTitle>
            <DialogContent>
              {create.isError && !fieldErrors && (
                <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                  {failureText(create.error, intl.formatMessage({ id: 'timeOff.request.error' }))}
                </Alert>
              )}
              <Grid container spacing={2} sx={{ pt: 1 }}>
                <Grid size={12}>
                  <SelectField
                    name="policyId"
                    label={intl.formatMessage({ id: 'timeOff.request.policy' })}
                    options={options}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormDateField
                    control={form.control}
                    name="startDate"
                    labelId="timeOff.request.startDate"
                    required
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormDateField
                    control={form.control}
                    name="endDate"
                    labelId="timeOff.request.endDate"
                    required
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField
                    control={form.control}
                    name="hours"
                    labelId="timeOff.request.hours"
                    hintId="timeOff.request.hours.hint"
                    required
                    fullWidth
                    htmlInput={{ dir: 'ltr', inputMode: 'decimal', autoComplete: 'off' }}
                  />
                </Grid>
                <Grid size={12}>
                  <FormTextField
                    control={form.control}
                    name="note"
                    labelId="timeOff.request.note"
                    hintId="timeOff.request.note.hint"
                    fullWidth
                    multiline
                    minRows={2}
                  />
                </Grid>
              </Grid>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={create.isPending}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <SubmitButton labelId="timeOff.request.submit" busy={create.isPending} />
            </DialogActions>
          </form>
        </FormProvider>
      </FormMessages>
    </Dialog>
  );
}
