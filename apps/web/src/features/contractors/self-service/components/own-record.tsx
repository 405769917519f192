import type { Contractor } from '@paydesk/contracts';
import { Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { useOwnContractor } from '../api/own-contractor';

/** Renders its children with the signed-in contractor's own record once read. */
export function OwnRecord({ children }: { children: (contractor: Contractor) => ReactNode }) {
  const intl = useIntl();
  const own = useOwnContractor();
  if (own.isPending) return <Skeleton variant="rounded" height={200} />;
  if (own.isError) {
    return (
      <QueryFailure
        message={intl.formatMessage({ id: 'contractors.my.error' })}
        onRetry={() => void own.refetch()}
      />
    );
  }
  return <>{children(own.data)}</>;
}
