import type { TimeOffRequest } from '@paydesk/contracts';
import { FormattedMessage } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { useNotify } from '@web/shared/notify';
import { ConfirmDialog } from '@web/shared/ui/confirm-dialog';
import { useDecideTimeOffRequest } from '../api/decide-time-off-request';
import { formatHours } from '../model/hours';
import { useDatesText } from './request-bits';

type Props = { companyId: string; request: TimeOffRequest | null; onClose: () => void };

/** The employee withdraws a pending request (the owner has not decided yet). */
export function CancelRequestDialog({ companyId, request, onClose }: Props) {
  const { locale } = useFormatters();
  const notify = useNotify();
  const datesText = useDatesText();
  const decide = useDecideTimeOffRequest(companyId);
  const handleCancel = async () => {
    if (!request) return;
    try {
      await decide.mutateAsync({
        request,
        body: { version: request.version, status: 'cancelled' },
      });
      notify.success({ id: 'timeOff.mine.cancelled' });
      onClose();
    } catch (error) {
      notify.failure(error, 'timeOff.mine.error.cancel');
    }
  };
  return (
    <ConfirmDialog
      open={request !== null}
      title={<FormattedMessage id="timeOff.cancel.title" />}
      message={
        request && (
          <FormattedMessage
            id="timeOff.cancel.message"
            values={{
              hours: formatHours(request.hours, locale),
              policy: <bdi>{request.policyName}</bdi>,
              dates: <bdi>{datesText(request)}</bdi>,
            }}
          />
        )
      }
      confirmLabelId="timeOff.mine.cancel"
      cancelLabelId="timeOff.cancel.keep"
      destructive
      busy={decide.isPending}
      onConfirm={() => void handleCancel()}
      onCancel={onClose}
    />
  );
}
