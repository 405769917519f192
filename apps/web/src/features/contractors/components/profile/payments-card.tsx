import { Skeleton } from '@mui/material';
import { useIntl } from 'react-intl';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { SectionCard } from '@web/shared/ui/section-card';
import { useRecentContractorPayments } from '../../api/company-payments';
import { rowsOfContractor } from '../../model/payment-rows';
import { PaymentHistory } from '../payment-history';

type Props = { companyId: string; contractorId: string };

/** The contractor's payments out of the company's recent runs. */
export function PaymentsCard({ companyId, contractorId }: Props) {
  const intl = useIntl();
  const runs = useRecentContractorPayments(companyId);
  return (
    <SectionCard titleId="contractors.payments.title" testId="contractor-payments">
      {runs.isPending && <Skeleton variant="rounded" height={96} />}
      {runs.isError && (
        <QueryFailure
          message={intl.formatMessage({ id: 'contractors.payments.error' })}
          onRetry={() => void runs.refetch()}
        />
      )}
      {runs.data && (
        <PaymentHistory
          rows={rowsOfContractor(runs.data, contractorId)}
          emptyId="contractors.payments.empty"
        />
      )}
    </SectionCard>
  );
}
