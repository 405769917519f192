import type { TimeOffRequest } from '@paydesk/contracts';
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
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormTextField } from '@web/shared/forms/fields/form-text-field';
import { FormMessages } from '@web/shared/forms/form-messages';
import { failureText, showProblemOnFields } from '@web/shared/forms/problem';
import { SubmitButton } from '@web/shared/forms/submit-button';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { useNotify } from '@web/shared/notify';
import { useDecideTimeOffRequest } from '../api/decide-time-off-request';
import { denyResolver, parsedDenial, type DenyFormValues } from '../model/deny-form';
import { formatHours } from '../model/hours';
import { timeOffMessages } from '../model/messages';
import { useDatesText } from './request-bits';

type Props = { companyId: string; request: TimeOffRequest; onClose: () => void };

export const requesterName = (request: TimeOffRequest) =>
  `${request.employee.firstName} ${request.employee.lastName}`;

/** Deny a pending request with the reason the employee will read in their mail. */
export function DenyDialog({ companyId, request, onClose }: Props) {
  const intl = useIntl();
  const { locale } = useFormatters();
  const notify = useNotify();
  const datesText = useDatesText();
  const decide = useDecideTimeOffRequest(companyId);
  const resolver = useMemo(() => denyResolver(request.version), [request.version]);
  const form = useForm<DenyFormValues>({
    resolver,
    defaultValues: { note: '' },
    mode: 'onTouched',
  });
  const name = requesterName(request);

  const handleDeny = form.handleSubmit(async (values) => {
    try {
      await decide.mutateAsync({ request, body: parsedDenial(request.version, values) });
      notify.success({ id: 'timeOff.inbox.denied', values: { name } });
      onClose();
    } catch (error) {
      showProblemOnFields(error, ['note'], form.setError);
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="deny-dialog-title">
      <FormMessages table={timeOffMessages}>
        <form noValidate onSubmit={(event) => void handleDeny(event)}>
          <DialogTitle id="deny-dialog-title">
            <FormattedMessage id="timeOff.deny.title" />
          </DialogTitle>
          <DialogContent>
            <Stack spacing={3} sx={{ pt: 1 }}>
              <DialogContentText>
                <FormattedMessage
                  id="timeOff.deny.message"
                  values={{
                    name: <bdi>{name}</bdi>,
                    hours: formatHours(request.hours, locale),
                    policy: <bdi>{request.policyName}</bdi>,
                    dates: <bdi>{datesText(request)}</bdi>,
                  }}
                />
              </DialogContentText>
              {decide.isError && (
                <Alert severity="error" role="alert">
                  {failureText(
                    decide.error,
                    intl.formatMessage({ id: 'timeOff.inbox.error.decide' }),
                  )}
                </Alert>
              )}
              <FormTextField
                control={form.control}
                name="note"
                labelId="timeOff.deny.reason"
                hintId="timeOff.deny.reason.hint"
                required
                fullWidth
                multiline
                minRows={2}
                autoFocus
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={decide.isPending}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <SubmitButton labelId="timeOff.deny.submit" busy={decide.isPending} />
          </DialogActions>
        </form>
      </FormMessages>
    </Dialog>
  );
}
