import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, Stack } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { useBreadcrumbLabel } from '@web/shared/layout/breadcrumbs/breadcrumb-labels';
import { Loader } from '@web/shared/ui/loader';
import { Ltr } from '@web/shared/ui/ltr';
import { PageHeader } from '@web/shared/ui/page-header';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { usePayStub } from '../api/get-pay-stub';
import type { StubOwner } from '../api/pay-stub-keys';
import { paymentDateMessageId, readerToday } from '../model/payment-date';
import { statusBadges } from '../model/pay-stub-status';
import { DownloadPayStubButton } from './download-pay-stub-button';
import { PayStubStatusChips } from './pay-stub-status-chips';
import { PayStubPaper } from './paper/pay-stub-paper';

/**
 * One stub as a page: its status, Download PDF, and the paper stub. The crumbs name the
 * employee (under the profile) and the stub's pay date.
 */
type Props = {
  owner: StubOwner;
  stubId: string;
  /** The list this stub belongs to (the profile's tab, or the employee's own list). */
  listPath: string;
};

export function PayStubView({ owner, stubId, listPath }: Props) {
  const intl = useIntl();
  const format = useFormatters();
  const query = usePayStub(owner, stubId);
  const stub = query.data;
  const employeeName = stub ? `${stub.employee.firstName} ${stub.employee.lastName}` : null;
  useBreadcrumbLabel('employee', employeeName);
  useBreadcrumbLabel(
    'payStub',
    stub
      ? intl.formatMessage({ id: 'payStubs.crumb.ofDate' }, { date: format.date(stub.payDate) })
      : null,
  );
  if (query.isPending) return <Loader />;
  if (query.isError) {
    return (
      <>
        <PageHeader title={<FormattedMessage id="payStubs.view.title" />} />
        <QueryFailure
          message={intl.formatMessage({ id: 'payStubs.error.get' })}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }
  const loaded = query.data;
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="payStubs.view.title" />}
        subtitle={
          <FormattedMessage
            id="payStubs.view.subtitle"
            values={{
              name: <bdi>{employeeName}</bdi>,
              payment: (
                <span data-testid="pay-stub-payment">
                  <FormattedMessage
                    id={paymentDateMessageId(loaded, readerToday())}
                    values={{ date: <Ltr>{format.date(loaded.payDate, 'long')}</Ltr> }}
                  />
                </span>
              ),
            }}
          />
        }
        actions={
          <>
            <Button
              component={RouterLink}
              to={listPath}
              startIcon={
                <ArrowBackIcon
                  sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
                />
              }
            >
              <FormattedMessage id="payStubs.view.back" />
            </Button>
            <DownloadPayStubButton owner={owner} stubId={loaded.id} />
          </>
        }
      />
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <PayStubStatusChips badges={statusBadges(loaded.status, loaded.paymentStatus)} />
        </Stack>
        {loaded.status === 'voided' && (
          <Alert severity="warning" data-testid="pay-stub-voided">
            {loaded.voidedAt ? (
              <FormattedMessage
                id="payStubs.view.voidedOn"
                values={{ date: <Ltr>{format.dateTime(loaded.voidedAt)}</Ltr> }}
              />
            ) : (
              <FormattedMessage id="payStubs.view.voided" />
            )}
          </Alert>
        )}
        {loaded.status === 'issued' && loaded.paymentStatus === 'failed' && (
          <Alert severity="error" data-testid="pay-stub-failed">
            <FormattedMessage
              id="payStubs.view.failed"
              values={{ code: <Ltr>{loaded.returnCode ?? '—'}</Ltr> }}
            />
          </Alert>
        )}
        <PayStubPaper stub={loaded} />
      </Stack>
    </>
  );
}
