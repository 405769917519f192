import { usStateNames } from '@paydesk/contracts';
import { Alert, Box, Card, Typography } from '@mui/material';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { useLocalTaxes } from '@web/features/local-taxes';
import { readerLanguageOf } from '@web/shared/pay-lines/pay-line-names';
import { Loader } from '@web/shared/ui/loader';
import { PageHeader } from '@web/shared/ui/page-header';
import { QueryFailure } from '@web/shared/ui/query-failure';
import { useTaxLiabilities } from '../api/list-tax-liabilities';
import { useTaxStates } from '../api/list-tax-states';
import { LiabilityTable } from '../components/liability-table';
import { DepositsAndForms } from '../components/deposits-and-forms';
import { QuarterPicker } from '../components/quarter-picker';
import { localNamesOf } from '../model/agency-names';
import { summarizeLiabilities } from '../model/agency-summary';
import {
  currentQuarter,
  parseQuarterKey,
  quarterKey,
  quarterRange,
  type Quarter,
} from '../model/quarters';

/**
 * /company/{id}/taxes: what the quarter's payrolls owe each agency (the IRS, each state, each
 * locality), per tax, with each agency's payrolls and the IRS deposit due dates. The quarter is
 * in the address (`?quarter=2026-Q4`), today's when none is named.
 */
export function TaxFilingsPage() {
  const companyId = useParams().companyId ?? '';
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const today = useMemo(() => currentQuarter(), []);
  const quarter = parseQuarterKey(params.get('quarter')) ?? today;
  const { from, to } = quarterRange(quarter);
  const liabilities = useTaxLiabilities(companyId, from, to);
  // Names only: without them a locality reads as its id, so their failure is not shown.
  const states = useTaxStates();
  const localTaxes = useLocalTaxes(companyId);
  const summaries = useMemo(
    () => (liabilities.data ? summarizeLiabilities(liabilities.data) : null),
    [liabilities.data],
  );
  const localNames = useMemo(
    () => localNamesOf(states.data, localTaxes.data),
    [states.data, localTaxes.data],
  );

  const handleQuarter = (next: Quarter) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('quarter', quarterKey(next));
      return updated;
    });

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="taxFilings.title" />}
        subtitle={<FormattedMessage id="taxFilings.subtitle" />}
      />
      <Box sx={{ mb: 2 }}>
        <QuarterPicker quarter={quarter} today={today} onChange={handleQuarter} />
      </Box>
      <DepositsAndForms companyId={companyId} year={quarter.year} />
      {liabilities.isPending && <Loader />}
      {liabilities.isError && (
        <QueryFailure
          message={intl.formatMessage({ id: 'taxFilings.error.fetch' })}
          onRetry={() => void liabilities.refetch()}
        />
      )}
      {summaries && (
        <Card sx={{ overflowX: 'auto', opacity: liabilities.isPlaceholderData ? 0.6 : 1 }}>
          {summaries.length === 0 ? (
            <Typography
              sx={{ p: 3 }}
              color="text.secondary"
              dir="auto"
              data-testid="tax-filings-empty"
            >
              <FormattedMessage
                id="taxFilings.empty"
                values={{ quarter: String(quarter.quarter), year: String(quarter.year) }}
              />
            </Typography>
          ) : (
            <LiabilityTable
              companyId={companyId}
              summaries={summaries}
              stateNames={usStateNames[readerLanguageOf(intl)]}
              localNames={localNames}
            />
          )}
        </Card>
      )}
      <Alert severity="info" sx={{ mt: 3 }}>
        <FormattedMessage id="taxFilings.notice" />
      </Alert>
    </>
  );
}
