import PaymentsIcon from '@mui/icons-material/Payments';
import { Button, Grid, Skeleton, Stack } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { useBreadcrumbLabel } from '@web/shared/layout/breadcrumbs/breadcrumb-labels';
import { PageHeader } from '@web/shared/ui/page-header';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { useContractor } from '../api/save-contractor';
import { BankAccountCard } from '../components/bank-account-card';
import { BackupWithholdingChip, ContractorStatusChip } from '../components/contractor-chips';
import { ContractorDialog } from '../components/contractor-dialog';
import { ContractorDetailsCard } from '../components/profile/contractor-details-card';
import { Form1099Card } from '../components/profile/form-1099-card';
import { InvitationCard } from '../components/profile/invitation-card';
import { PaymentsCard } from '../components/profile/payments-card';
import { StatusAction } from '../components/profile/status-action';
import { payContractorsPath } from '../model/paths';

/**
 * company/{id}/contractors/{contractorId}: the contractor's W-9 data (Edit), their invitation to
 * self-service, the bank account their direct deposits go to, their payments and 1099-NEC.
 */
export function ContractorProfilePage() {
  const params = useParams();
  const companyId = params.companyId ?? '';
  const contractorId = params.contractorId ?? '';
  const intl = useIntl();
  const contractor = useContractor(companyId, contractorId);
  const [editing, setEditing] = useState(false);
  useBreadcrumbLabel('contractor', contractor.data?.displayName);
  if (contractor.isPending) return <Skeleton variant="rounded" height={240} />;
  if (contractor.isError) {
    return (
      <QueryFailure
        message={intl.formatMessage({ id: 'contractors.error.fetch' })}
        onRetry={() => void contractor.refetch()}
      />
    );
  }
  const record = contractor.data;
  return (
    <>
      <PageHeader
        title={<bdi>{record.displayName}</bdi>}
        subtitle={
          <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
            <ContractorStatusChip status={record.status} />
            <BackupWithholdingChip applies={record.backupWithholding} />
          </Stack>
        }
        actions={
          <>
            <StatusAction companyId={companyId} contractor={record} />
            {record.status === 'active' && (
              <Button
                variant="contained"
                component={RouterLink}
                to={payContractorsPath(companyId)}
                state={{ contractorId: record.id }}
                startIcon={<PaymentsIcon />}
              >
                <FormattedMessage id="contractors.pay.open" />
              </Button>
            )}
          </>
        }
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ContractorDetailsCard contractor={record} onEdit={() => setEditing(true)} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={3}>
            <BankAccountCard
              holder={{ companyId, contractorId }}
              paidByCheck={record.paymentMethod === 'check'}
              bySelf={false}
            />
            <InvitationCard companyId={companyId} contractor={record} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Form1099Card companyId={companyId} contractorId={contractorId} />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <PaymentsCard companyId={companyId} contractorId={contractorId} />
        </Grid>
      </Grid>
      {editing && (
        <ContractorDialog
          companyId={companyId}
          contractor={record}
          onClose={() => setEditing(false)}
        />
      )}
    </>
  );
}
