import { eftpsPaymentSchema, taxDepositPaymentSchema, type TaxDeposit } from '@paydesk/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormDateField, FormTextField } from '@web/shared/forms';
import { contractResolver } from '@web/shared/forms/contract-resolver';
import { FormMessages } from '@web/shared/forms/form-messages';
import { failureText, showProblemOnFields, statusOf } from '@web/shared/forms/problem';
import { SubmitButton } from '@web/shared/forms/submit-button';
import { failureDetail } from '@web/shared/http/http-client';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { useNotify } from '@web/shared/notify/notify';
import { Ltr } from '@web/shared/ui/ltr';
import { useRecordDepositPayment } from '../api/record-deposit-payment';
import { depositPaymentMessages } from '../model/deposit-messages';

type Values = { paidOn: string; confirmation: string };
const fields = ['paidOn', 'confirmation'] as const;

// An IRS deposit's confirmation is EFTPS's 15 digits; a state's is the state's own number.
const irsResolver = contractResolver(
  (values: Values) => eftpsPaymentSchema.safeParse(values),
  depositPaymentMessages,
);
const stateResolver = contractResolver(
  (values: Values) => taxDepositPaymentSchema.safeParse(values),
  depositPaymentMessages,
);

type Props = {
  companyId: string;
  /** The deposit whose payment is entered; null keeps the dialog closed. */
  deposit: TaxDeposit | null;
  today: string;
  onClose: () => void;
};

/** Enters the day a deposit was paid and EFTPS's confirmation number. */
export function RecordPaymentDialog({ companyId, deposit, today, onClose }: Props) {
  const intl = useIntl();
  const format = useFormatters();
  const notify = useNotify();
  const titleId = useId();
  const recording = useRecordDepositPayment(companyId);
  const irs = deposit?.agency !== undefined && deposit.agency === 'irs';
  const { control, handleSubmit, reset, setError } = useForm<Values>({
    resolver: deposit === null || irs ? irsResolver : stateResolver,
    defaultValues: { paidOn: today, confirmation: '' },
    mode: 'onTouched',
  });
  const close = () => {
    if (recording.isPending) return;
    reset({ paidOn: today, confirmation: '' });
    recording.reset();
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    if (!deposit) return;
    try {
      await recording.mutateAsync({
        depositId: deposit.id,
        payment: taxDepositPaymentSchema.parse(values),
      });
      notify.success({ id: 'taxFilings.deposits.record.done' });
      reset({ paidOn: today, confirmation: '' });
      recording.reset();
      onClose();
    } catch (error) {
      showProblemOnFields(error, fields, setError);
    }
  });
  const fallback = intl.formatMessage({ id: 'taxFilings.deposits.error.record' });
  // A 400 names what the server refused; its detail says so better than a generic sentence.
  const failure =
    recording.isError &&
    (statusOf(recording.error) === 400
      ? failureDetail(recording.error, fallback)
      : failureText(recording.error, fallback));
  return (
    <Dialog
      open={deposit !== null}
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>
          <FormattedMessage id="taxFilings.deposits.record.title" />
        </DialogTitle>
        <DialogContent>
          <FormMessages table={depositPaymentMessages}>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {failure && (
                <Alert severity="error" role="alert" dir="auto">
                  {failure}
                </Alert>
              )}
              {deposit && (
                <DialogContentText>
                  <FormattedMessage
                    id={
                      irs
                        ? 'taxFilings.deposits.record.message'
                        : 'taxFilings.deposits.record.messageState'
                    }
                    values={{
                      form: deposit.form,
                      state: deposit.agency.replace(/^state:/, ''),
                      amount: <Ltr>{format.money(deposit.amountCents)}</Ltr>,
                      due: <Ltr>{format.date(deposit.dueDate, 'long')}</Ltr>,
                    }}
                  />
                </DialogContentText>
              )}
              <FormDateField
                control={control}
                name="paidOn"
                labelId="taxFilings.deposits.record.paidOn"
                required
              />
              <FormTextField
                control={control}
                name="confirmation"
                labelId={
                  irs
                    ? 'taxFilings.deposits.record.confirmation'
                    : 'taxFilings.deposits.record.confirmationState'
                }
                hintId={
                  irs
                    ? 'taxFilings.deposits.record.confirmationHint'
                    : 'taxFilings.deposits.record.confirmationHintState'
                }
                required
                htmlInput={{ inputMode: 'numeric', dir: 'ltr' }}
                autoComplete="off"
              />
            </Stack>
          </FormMessages>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={recording.isPending}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <SubmitButton labelId="taxFilings.deposits.record.submit" busy={recording.isPending} />
        </DialogActions>
      </form>
    </Dialog>
  );
}
