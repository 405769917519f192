import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { Company, CompanyOwner } from '@paydesk/contracts';
import { Button } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNotify } from '@web/shared/notify/notify';
import { ConfirmDialog } from '@web/shared/ui/confirm-dialog';
import { useRevokeOwnership } from '../api/revoke-ownership';
import { failureText } from '@web/shared/forms/problem';
import { GrantOwnershipDialog } from './grant-ownership-dialog';
import { OwnersTable } from './owners-table';
import { SectionCard } from '@web/shared/ui/section-card';

/** The owners of a company, with granting a share and revoking one (after confirming). */
export function OwnersEditor({ company }: { company: Company }) {
  const intl = useIntl();
  const notify = useNotify();
  const revoke = useRevokeOwnership(company.id);
  const [granting, setGranting] = useState(false);
  const [revoking, setRevoking] = useState<CompanyOwner | null>(null);
  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.employeeId, {
      onSuccess: () => notify.success({ id: 'companies.revoke.done' }),
      onError: (error) =>
        notify.error(failureText(error, intl.formatMessage({ id: 'companies.error.revoke' }))),
      onSettled: () => setRevoking(null),
    });
  };
  return (
    <SectionCard
      titleId="companies.owners.title"
      testId="owners-editor"
      action={
        <Button startIcon={<PersonAddIcon />} onClick={() => setGranting(true)}>
          <FormattedMessage id="companies.grant.open" />
        </Button>
      }
    >
      <OwnersTable owners={company.owners} onRevoke={setRevoking} />
      <GrantOwnershipDialog company={company} open={granting} onClose={() => setGranting(false)} />
      <ConfirmDialog
        open={revoking !== null}
        title={<FormattedMessage id="companies.revoke.title" />}
        message={
          <FormattedMessage
            id="companies.revoke.message"
            values={{
              name: revoking ? `${revoking.firstName} ${revoking.lastName}` : '',
              company: company.name,
            }}
          />
        }
        confirmLabelId="companies.revoke.confirm"
        destructive
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </SectionCard>
  );
}
