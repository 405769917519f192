import { paycheckDateSchema, type Filing, type MarkableFilingForm } from '@paydesk/contracts';
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
import * as z from 'zod/mini';
import { FormDateField } from '@web/shared/forms';
import { contractResolver } from '@web/shared/forms/contract-resolver';
import { FormMessages } from '@web/shared/forms/form-messages';
import { failureText, showProblemOnFields, statusOf } from '@web/shared/forms/problem';
import { SubmitButton } from '@web/shared/forms/submit-button';
import { failureDetail } from '@web/shared/http/http-client';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { useNotify } from '@web/shared/notify/notify';
import { Ltr } from '@web/shared/ui/ltr';
import { useMarkFilingFiled } from '../api/filings';
import { filingMarkMessages } from '../model/filing-messages';

type Values = { filedOn: string };
const fields = ['filedOn'] as const;
const valuesSchema = z.object({ filedOn: paycheckDateSchema });

const resolver = contractResolver(
  (values: Values) => valuesSchema.safeParse(values),
  filingMarkMessages,
);

type Props = {
  companyId: string;
  /** The return being marked; null keeps the dialog closed. */
  filing: (Filing & { form: MarkableFilingForm }) | null;
  /** How the list names the return and its period. */
  name: string;
  today: string;
  onClose: () => void;
};

/** Enters the day a return was filed with its agency. */
export function MarkFiledDialog({ companyId, filing, name, today, onClose }: Props) {
  const intl = useIntl();
  const format = useFormatters();
  const notify = useNotify();
  const titleId = useId();
  const marking = useMarkFilingFiled(companyId);
  const { control, handleSubmit, reset, setError } = useForm<Values>({
    resolver,
    defaultValues: { filedOn: today },
    mode: 'onTouched',
  });
  const close = () => {
    if (marking.isPending) return;
    reset({ filedOn: today });
    marking.reset();
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    if (!filing) return;
    try {
      await marking.mutateAsync({ filing, filedOn: values.filedOn });
      notify.success({ id: 'taxFilings.forms.markFiled.done' });
      reset({ filedOn: today });
      marking.reset();
      onClose();
    } catch (error) {
      showProblemOnFields(error, fields, setError);
    }
  });
  const fallback = intl.formatMessage({ id: 'taxFilings.forms.error.markFiled' });
  // A 400 or 409 names what the server refused; its detail says so better than a generic text.
  const status = marking.isError ? statusOf(marking.error) : undefined;
  const failure =
    marking.isError &&
    (status === 400 || status === 409
      ? failureDetail(marking.error, fallback)
      : failureText(marking.error, fallback));
  return (
    <Dialog
      open={filing !== null}
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>
          <FormattedMessage id="taxFilings.forms.markFiled.title" />
        </DialogTitle>
        <DialogContent>
          <FormMessages table={filingMarkMessages}>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {failure && (
                <Alert severity="error" role="alert" dir="auto">
                  {failure}
                </Alert>
              )}
              {filing && (
                <DialogContentText>
                  <FormattedMessage
                    id="taxFilings.forms.markFiled.message"
                    values={{ name, due: <Ltr>{format.date(filing.dueDate, 'long')}</Ltr> }}
                  />
                </DialogContentText>
              )}
              <FormDateField
                control={control}
                name="filedOn"
                labelId="taxFilings.forms.markFiled.filedOn"
                required
              />
            </Stack>
          </FormMessages>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={marking.isPending}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <SubmitButton labelId="taxFilings.forms.markFiled.submit" busy={marking.isPending} />
        </DialogActions>
      </form>
    </Dialog>
  );
}
