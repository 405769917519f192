import type { Employee } from '@paydesk/contracts';
import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Loader } from '@web/shared/ui/loader';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { useOwnEmployee } from '../api/use-own-employee';

type Props = {
  children: (employee: Employee, companyId: string, reload: () => void) => ReactNode;
};

/**
 * Loads the signed-in employee's record for a self-service page: a spinner while it loads,
 * 'Failed to fetch employee data' (spec §8) with a retry when it cannot, and a notice for an
 * account that no employee record belongs to.
 */
export function OwnRecordLoader({ children }: Props) {
  const intl = useIntl();
  const { companyId, hasRecord, query } = useOwnEmployee();
  if (!hasRecord) {
    return (
      <Alert severity="info" data-testid="self-service-no-record">
        <FormattedMessage id="employees.selfService.noRecord" />
      </Alert>
    );
  }
  if (query.isPending) return <Loader />;
  if (query.isError) {
    return (
      <QueryFailure
        message={intl.formatMessage({ id: 'employees.error.fetch' })}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data, companyId, () => void query.refetch());
}
