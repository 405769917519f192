import type { Contractor } from '@paydesk/contracts';
import { Button } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { failureText } from '@web/shared/forms/problem';
import { useNotify } from '@web/shared/notify';
import { ConfirmDialog } from '@web/shared/ui/confirm-dialog';
import { useUpdateContractor } from '../../api/save-contractor';

type Props = { companyId: string; contractor: Contractor };

/**
 * Deactivate a contractor no longer paid (kept with their payments and 1099s: records are never
 * deleted), or activate them again; asked before it is sent.
 */
export function StatusAction({ companyId, contractor }: Props) {
  const intl = useIntl();
  const notify = useNotify();
  const update = useUpdateContractor(companyId, contractor.id);
  const [asking, setAsking] = useState(false);
  const next = contractor.status === 'active' ? 'inactive' : 'active';
  const confirm = () =>
    update.mutate(
      { status: next, version: contractor.version },
      {
        onSuccess: () => {
          setAsking(false);
          notify.success({ id: `contractors.status.changed.${next}` });
        },
        onError: (error) => {
          setAsking(false);
          notify.error(failureText(error, intl.formatMessage({ id: 'contractors.error.edit' })));
        },
      },
    );
  return (
    <>
      <Button color={next === 'inactive' ? 'error' : 'primary'} onClick={() => setAsking(true)}>
        <FormattedMessage id={`contractors.status.action.${next}`} />
      </Button>
      <ConfirmDialog
        open={asking}
        title={<FormattedMessage id={`contractors.status.confirm.${next}.title`} />}
        message={
          <FormattedMessage
            id={`contractors.status.confirm.${next}.message`}
            values={{ name: <bdi>{contractor.displayName}</bdi> }}
          />
        }
        confirmLabelId={`contractors.status.action.${next}`}
        destructive={next === 'inactive'}
        busy={update.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
