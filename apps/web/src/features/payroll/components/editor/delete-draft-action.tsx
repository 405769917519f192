import { Button } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { useNotify } from '@web/shared/notify';
import { ConfirmDialog } from '@web/shared/ui/confirm-dialog';
import type { useDeletePayrollDraft } from '../../api/delete-payroll-draft';
import { managementPath } from '../../model/paths';

type Props = {
  companyId: string;
  /** The editor's delete: the editor stops reading the draft once it is under way. */
  remove: ReturnType<typeof useDeletePayrollDraft>;
};

/** Delete the draft after asking; the period opens again (an approved payroll stays as it is). */
export function DeleteDraftAction({ companyId, remove }: Props) {
  const notify = useNotify();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)}>
        <FormattedMessage id="payroll.draft.delete" />
      </Button>
      <ConfirmDialog
        open={open}
        destructive
        title={<FormattedMessage id="payroll.draft.delete.title" />}
        message={<FormattedMessage id="payroll.draft.delete.message" />}
        confirmLabelId="payroll.draft.delete"
        busy={remove.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notify.success('payroll.draft.deleted');
              void navigate(managementPath(companyId));
            },
            onError: (error) => {
              setOpen(false);
              notify.failure(error, 'payroll.error.deleteDraft');
            },
          })
        }
      />
    </>
  );
}
