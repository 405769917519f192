import AddIcon from '@mui/icons-material/Add';
import type { TimeOffPolicy } from '@paydesk/contracts';
import { Button, Card, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { Loader } from '@web/shared/ui/loader';
import { PageHeader } from '@web/shared/ui/page-header';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { useTimeOffPolicies } from '../api/list-time-off-policies';
import { AssignDialog } from '../components/assign-dialog';
import { PolicyDialog } from '../components/policy-dialog';
import { PolicyTable } from '../components/policy-table';
import { timeOffRequestsPath } from '../model/paths';

type Editing = { policy?: TimeOffPolicy } | null;

/**
 * /company/{id}/time-off/policies: the company's time-off policies; add or change one, and
 * assign one to an employee with the balance they start from.
 */
export function TimeOffPoliciesPage() {
  const companyId = useParams().companyId ?? '';
  const intl = useIntl();
  const policies = useTimeOffPolicies(companyId);
  const [editing, setEditing] = useState<Editing>(null);
  const [assigning, setAssigning] = useState<TimeOffPolicy | null>(null);

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="timeOff.policies.title" />}
        subtitle={<FormattedMessage id="timeOff.policies.subtitle" />}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            <Button component={RouterLink} to={timeOffRequestsPath(companyId)}>
              <FormattedMessage id="timeOff.policies.requests" />
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing({})}
              sx={{ whiteSpace: 'nowrap' }}
            >
              <FormattedMessage id="timeOff.policies.create.open" />
            </Button>
          </Stack>
        }
      />
      {policies.isPending && <Loader />}
      {policies.isError && (
        <QueryFailure
          message={intl.formatMessage({ id: 'timeOff.policies.error.fetch' })}
          onRetry={() => void policies.refetch()}
        />
      )}
      {policies.data && (
        <Card>
          {policies.data.length === 0 ? (
            <Typography sx={{ p: 3 }} color="text.secondary" data-testid="policies-empty">
              <FormattedMessage id="timeOff.policies.empty" />
            </Typography>
          ) : (
            <PolicyTable
              policies={policies.data}
              onEdit={(policy) => setEditing({ policy })}
              onAssign={setAssigning}
            />
          )}
        </Card>
      )}
      {editing && (
        <PolicyDialog
          companyId={companyId}
          {...(editing.policy ? { policy: editing.policy } : {})}
          onClose={() => setEditing(null)}
        />
      )}
      {assigning && (
        <AssignDialog companyId={companyId} policy={assigning} onClose={() => setAssigning(null)} />
      )}
    </>
  );
}
