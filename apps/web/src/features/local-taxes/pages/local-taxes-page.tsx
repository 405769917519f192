import AddIcon from '@mui/icons-material/Add';
import type { LocalTax } from '@paydesk/contracts';
import { Alert, Button, Card, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { useCompany } from '@web/features/companies';
import { useBreadcrumbLabel } from '@web/shared/layout/breadcrumbs/breadcrumb-labels';
import { useNotify } from '@web/shared/notify';
import { ConfirmDialog } from '@web/shared/ui/confirm-dialog';
import { Loader } from '@web/shared/ui/loader';
import { PageHeader } from '@web/shared/ui/page-header';
import { useDeleteLocalTax } from '../api/delete-local-tax';
import { useLocalTaxes } from '../api/list-local-taxes';
import { LocalTaxDialog } from '../components/local-tax-dialog';
import { LocalTaxTable } from '../components/local-tax-table';

type Editing = { tax?: LocalTax } | null;

/**
 * /company/{id}/view-and-config/local-taxes: the local tax jurisdictions whose rates no agency
 * publishes as a table, entered by the employer from each one's notice; add, edit and delete.
 */
export function LocalTaxesPage() {
  const companyId = useParams().companyId ?? '';
  const notify = useNotify();
  const taxes = useLocalTaxes(companyId);
  const remove = useDeleteLocalTax(companyId);
  useBreadcrumbLabel('company', useCompany(companyId).data?.name);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<LocalTax | null>(null);

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success({ id: 'localTaxes.deleted' });
      setDeleting(null);
    } catch (error) {
      notify.failure(error, 'localTaxes.error.delete');
    }
  };

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="localTaxes.title" />}
        subtitle={<FormattedMessage id="localTaxes.subtitle" />}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({})}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            <FormattedMessage id="localTaxes.create.open" />
          </Button>
        }
      />
      <Alert severity="info" sx={{ mb: 3 }} data-testid="local-taxes-notice">
        <FormattedMessage id="localTaxes.notice" />
      </Alert>
      {taxes.isPending && <Loader />}
      {taxes.isError && (
        <Alert severity="error" role="alert">
          <FormattedMessage id="localTaxes.error.fetch" />
        </Alert>
      )}
      {taxes.data && (
        <Card>
          {taxes.data.length === 0 ? (
            <Typography sx={{ p: 3 }} color="text.secondary">
              <FormattedMessage id="localTaxes.empty" />
            </Typography>
          ) : (
            <LocalTaxTable
              taxes={taxes.data}
              onEdit={(tax) => setEditing({ tax })}
              onDelete={setDeleting}
            />
          )}
        </Card>
      )}
      {editing && (
        <LocalTaxDialog
          companyId={companyId}
          {...(editing.tax ? { tax: editing.tax } : {})}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={<FormattedMessage id="localTaxes.delete.title" />}
        message={
          <FormattedMessage
            id="localTaxes.delete.message"
            values={{ name: deleting?.name ?? '', code: deleting?.code ?? '' }}
          />
        }
        confirmLabelId="localTaxes.delete.confirm"
        destructive
        busy={remove.isPending}
        onConfirm={() => void handleDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
