import { Box } from '@mui/material';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Loader } from '@web/shared/ui/loader';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { SectionCard } from '@web/shared/ui/section-card';
import { useFilings } from '../api/filings';
import { useTaxDeposits } from '../api/tax-deposits';
import { DepositsCard } from './deposits-card';
import { FormsCard } from './forms-card';

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the reader's time zone: the day a payment is usually entered. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

type Props = { companyId: string; year: number };

/** The year's federal deposits and its returns, above the quarter's liabilities. */
export function DepositsAndForms({ companyId, year }: Props) {
  const intl = useIntl();
  const deposits = useTaxDeposits(companyId, year);
  const filings = useFilings(companyId, year);
  const today = useMemo(() => localToday(), []);
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 2 }}>
      <SectionCard titleId="taxFilings.deposits.title" testId="tax-deposits-card">
        {deposits.isPending && <Loader />}
        {deposits.isError && (
          <QueryFailure
            message={intl.formatMessage({ id: 'taxFilings.deposits.error.fetch' })}
            onRetry={() => void deposits.refetch()}
          />
        )}
        {deposits.data && (
          <DepositsCard companyId={companyId} deposits={deposits.data} today={today} />
        )}
      </SectionCard>
      <SectionCard titleId="taxFilings.forms.title" testId="tax-forms-card">
        {filings.isPending && <Loader />}
        {filings.isError && (
          <QueryFailure
            message={intl.formatMessage({ id: 'taxFilings.forms.error.fetch' })}
            onRetry={() => void filings.refetch()}
          />
        )}
        {filings.data && (
          <Box sx={{ overflowX: 'auto' }}>
            <FormsCard companyId={companyId} filings={filings.data} today={today} />
          </Box>
        )}
      </SectionCard>
    </Box>
  );
}
